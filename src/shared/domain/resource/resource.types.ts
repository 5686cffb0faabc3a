import { enumLabel } from '../common/labels';
import { RESOURCE_TYPES, type ResourceCategory, type ResourceType } from './resource.enums';

/** How the 28 resource types are grouped on the Resource Management page (product.md §2.6, §4.6). */

const RELIGIOUS_TYPES = [
  'QURAN',
  'PRAYER_MAT',
  'RELIGIOUS_TEXT',
  'HIJAB',
  'KUFI',
  'DHIKR_BEADS',
  'HALAL_MEALS',
] as const satisfies readonly ResourceType[];

const EDUCATIONAL_TYPES = [
  'BOOK',
  'PAMPHLET',
  'STUDY_MATERIAL',
  'VIDEO',
  'AUDIO',
  'CORRESPONDENCE_COURSE',
] as const satisfies readonly ResourceType[];

const BASIC_NEEDS_TYPES = [
  'HOUSING',
  'FOOD',
  'CLOTHING',
  'TRANSPORTATION',
] as const satisfies readonly ResourceType[];

const POST_RELEASE_SERVICE_TYPES = [
  'HEALTHCARE',
  'MENTAL_HEALTH',
  'ADDICTION_RECOVERY',
  'EDUCATION',
  'SKILLS_TRAINING',
  'EMPLOYMENT',
  'FAMILY',
  'LEGAL_ASSISTANCE',
  'DOCUMENTATION',
  'FINANCIAL_LITERACY',
] as const satisfies readonly ResourceType[];

/** Types whose form asks for a provider and contact information (product.md §5.4, Reading B). */
const SERVICE_TYPES = [
  'HOUSING',
  'HEALTHCARE',
  'MENTAL_HEALTH',
  'ADDICTION_RECOVERY',
  'EDUCATION',
  'EMPLOYMENT',
  'FAMILY',
  'LEGAL_ASSISTANCE',
] as const satisfies readonly ResourceType[];

function isIn(list: readonly ResourceType[], type: ResourceType): boolean {
  return list.includes(type);
}

/** The category follows the type (product.md §4.6); it is never chosen by hand. */
export function categoryForType(type: ResourceType): ResourceCategory {
  if (isIn(RELIGIOUS_TYPES, type)) return 'INCARCERATION_RELIGIOUS';
  if (isIn(EDUCATIONAL_TYPES, type)) return 'INCARCERATION_EDUCATIONAL';
  if (isIn(BASIC_NEEDS_TYPES, type)) return 'POST_INCARCERATION_BASIC_NEEDS';
  if (isIn(POST_RELEASE_SERVICE_TYPES, type)) return 'POST_INCARCERATION_SERVICES';
  return 'GENERAL';
}

export function isIncarcerationCategory(category: ResourceCategory): boolean {
  return category === 'INCARCERATION_RELIGIOUS' || category === 'INCARCERATION_EDUCATIONAL';
}

export function isServiceType(type: ResourceType): boolean {
  return isIn(SERVICE_TYPES, type);
}

export type ResourceTab = 'INCARCERATION' | 'POST_RELEASE';
type IncarcerationSubTab = 'RELIGIOUS' | 'EDUCATIONAL';
type PostReleaseSubTab = 'HOUSING' | 'EMPLOYMENT' | 'HEALTHCARE' | 'SUPPORT';
export type ResourceSubTab = IncarcerationSubTab | PostReleaseSubTab;

/** The main tabs and their sub-tabs, in page order; 'ALL' shows every type of the tab. */
export const RESOURCE_TABS = [
  {
    value: 'INCARCERATION',
    label: 'Incarceration Resources',
    subTabs: [
      { value: 'ALL', label: 'All Resources' },
      { value: 'RELIGIOUS', label: 'Religious Materials' },
      { value: 'EDUCATIONAL', label: 'Educational Materials' },
    ],
  },
  {
    value: 'POST_RELEASE',
    label: 'Post-Release Resources',
    subTabs: [
      { value: 'ALL', label: 'All Services' },
      { value: 'HOUSING', label: 'Housing' },
      { value: 'EMPLOYMENT', label: 'Employment & Skills' },
      { value: 'HEALTHCARE', label: 'Healthcare' },
      { value: 'SUPPORT', label: 'Support Services' },
    ],
  },
] as const;

const POST_RELEASE_SUB_TAB_TYPES: Record<PostReleaseSubTab, readonly ResourceType[]> = {
  HOUSING: ['HOUSING'],
  EMPLOYMENT: ['EMPLOYMENT', 'SKILLS_TRAINING', 'EDUCATION'],
  HEALTHCARE: ['HEALTHCARE', 'MENTAL_HEALTH', 'ADDICTION_RECOVERY'],
  SUPPORT: [
    'FAMILY',
    'LEGAL_ASSISTANCE',
    'DOCUMENTATION',
    'FINANCIAL_LITERACY',
    'FOOD',
    'CLOTHING',
    'TRANSPORTATION',
  ],
};

/** Religious and educational types are incarceration resources; everything else is post-release. */
export function resourceTab(type: ResourceType): ResourceTab {
  return isIn(RELIGIOUS_TYPES, type) || isIn(EDUCATIONAL_TYPES, type)
    ? 'INCARCERATION'
    : 'POST_RELEASE';
}

/**
 * Materials handed out inside (religious and educational): the resources that are reordered.
 * Post-release services have no stock to replenish.
 */
export const MATERIAL_TYPES: readonly ResourceType[] = RESOURCE_TYPES.filter(
  (type) => resourceTab(type) === 'INCARCERATION',
);

/** The sub-tab a type is listed under; null for OTHER, which only "All Services" shows. */
export function resourceSubTab(type: ResourceType): ResourceSubTab | null {
  if (isIn(RELIGIOUS_TYPES, type)) return 'RELIGIOUS';
  if (isIn(EDUCATIONAL_TYPES, type)) return 'EDUCATIONAL';
  const entry = Object.entries(POST_RELEASE_SUB_TAB_TYPES).find(([, types]) => isIn(types, type));
  return entry ? (entry[0] as PostReleaseSubTab) : null;
}

/** Whether a resource of this type is listed under the chosen tab and sub-tab. */
export function isListedUnder(
  type: ResourceType,
  tab: ResourceTab,
  subTab: ResourceSubTab | 'ALL',
): boolean {
  return resourceTab(type) === tab && (subTab === 'ALL' || resourceSubTab(type) === subTab);
}

/** The group label shown on a resource card: its sub-tab's name, or 'Other'. */
export function resourceGroupLabel(type: ResourceType): string {
  const subTab = resourceSubTab(type);
  const labels = RESOURCE_TABS.flatMap(
    (tab) => tab.subTabs as readonly { value: string; label: string }[],
  );
  return labels.find((item) => item.value === subTab)?.label ?? 'Other';
}

/** A type's name in the picker and on cards; FAMILY reads 'Family Reunification' (product.md §2.6). */
export function resourceTypeLabel(type: ResourceType): string {
  return type === 'FAMILY' ? 'Family Reunification' : enumLabel(type);
}

function pickerGroup(label: string, types: readonly ResourceType[]) {
  return { label, options: types.map((type) => ({ value: type, label: resourceTypeLabel(type) })) };
}

/** The type picker's groups (product.md §2.6): every type appears exactly once. */
export const RESOURCE_TYPE_PICKER_GROUPS = [
  pickerGroup('Religious Materials', RELIGIOUS_TYPES),
  pickerGroup('Educational Materials', EDUCATIONAL_TYPES),
  pickerGroup('Basic Needs', BASIC_NEEDS_TYPES),
  pickerGroup('Support Services', POST_RELEASE_SERVICE_TYPES),
  pickerGroup('Other', ['OTHER']),
];
