import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPES, type ResourceType } from './resource.enums';
import {
  RESOURCE_TABS,
  RESOURCE_TYPE_PICKER_GROUPS,
  categoryForType,
  isListedUnder,
  isServiceType,
  resourceGroupLabel,
  resourceSubTab,
  resourceTab,
  resourceTypeLabel,
} from './resource.types';

describe('resource types', () => {
  it('has the 28 types of product.md §2.6 plus OTHER', () => {
    expect(RESOURCE_TYPES).toHaveLength(28);
    expect(new Set(RESOURCE_TYPES).size).toBe(28);
  });

  it.each([
    [
      ['QURAN', 'PRAYER_MAT', 'RELIGIOUS_TEXT', 'HIJAB', 'KUFI', 'DHIKR_BEADS', 'HALAL_MEALS'],
      'INCARCERATION_RELIGIOUS',
    ],
    [
      ['BOOK', 'PAMPHLET', 'STUDY_MATERIAL', 'VIDEO', 'AUDIO', 'CORRESPONDENCE_COURSE'],
      'INCARCERATION_EDUCATIONAL',
    ],
    [['HOUSING', 'FOOD', 'CLOTHING', 'TRANSPORTATION'], 'POST_INCARCERATION_BASIC_NEEDS'],
    [
      [
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
      ],
      'POST_INCARCERATION_SERVICES',
    ],
    [['OTHER'], 'GENERAL'],
  ] as [ResourceType[], string][])('%j give %s (product.md §4.6)', (types, category) => {
    for (const type of types) expect(categoryForType(type)).toBe(category);
  });

  it('puts religious and educational types under Incarceration, the rest under Post-Release', () => {
    expect(resourceTab('HIJAB')).toBe('INCARCERATION');
    expect(resourceTab('AUDIO')).toBe('INCARCERATION');
    expect(resourceTab('FOOD')).toBe('POST_RELEASE');
    expect(resourceTab('OTHER')).toBe('POST_RELEASE');
  });

  it.each([
    ['KUFI', 'RELIGIOUS'],
    ['VIDEO', 'EDUCATIONAL'],
    ['HOUSING', 'HOUSING'],
    ['EMPLOYMENT', 'EMPLOYMENT'],
    ['SKILLS_TRAINING', 'EMPLOYMENT'],
    ['EDUCATION', 'EMPLOYMENT'],
    ['HEALTHCARE', 'HEALTHCARE'],
    ['MENTAL_HEALTH', 'HEALTHCARE'],
    ['ADDICTION_RECOVERY', 'HEALTHCARE'],
    ['FAMILY', 'SUPPORT'],
    ['LEGAL_ASSISTANCE', 'SUPPORT'],
    ['DOCUMENTATION', 'SUPPORT'],
    ['FINANCIAL_LITERACY', 'SUPPORT'],
    ['FOOD', 'SUPPORT'],
    ['CLOTHING', 'SUPPORT'],
    ['TRANSPORTATION', 'SUPPORT'],
    ['OTHER', null],
  ] as [ResourceType, string | null][])('%s is listed under the sub-tab %s', (type, subTab) => {
    expect(resourceSubTab(type)).toBe(subTab);
  });

  it('lists a type under its tab, its sub-tab and "all", and nowhere else', () => {
    expect(isListedUnder('QURAN', 'INCARCERATION', 'ALL')).toBe(true);
    expect(isListedUnder('QURAN', 'INCARCERATION', 'RELIGIOUS')).toBe(true);
    expect(isListedUnder('QURAN', 'INCARCERATION', 'EDUCATIONAL')).toBe(false);
    expect(isListedUnder('QURAN', 'POST_RELEASE', 'ALL')).toBe(false);
    expect(isListedUnder('OTHER', 'POST_RELEASE', 'ALL')).toBe(true);
    expect(isListedUnder('OTHER', 'POST_RELEASE', 'SUPPORT')).toBe(false);
  });

  it('names the tabs and sub-tabs as the page does', () => {
    expect(RESOURCE_TABS.map((tab) => tab.label)).toEqual([
      'Incarceration Resources',
      'Post-Release Resources',
    ]);
    expect(RESOURCE_TABS[0].subTabs.map((tab) => tab.label)).toEqual([
      'All Resources',
      'Religious Materials',
      'Educational Materials',
    ]);
    expect(RESOURCE_TABS[1].subTabs.map((tab) => tab.label)).toEqual([
      'All Services',
      'Housing',
      'Employment & Skills',
      'Healthcare',
      'Support Services',
    ]);
  });

  it('labels a card with its group', () => {
    expect(resourceGroupLabel('QURAN')).toBe('Religious Materials');
    expect(resourceGroupLabel('EDUCATION')).toBe('Employment & Skills');
    expect(resourceGroupLabel('OTHER')).toBe('Other');
  });

  it('groups the type picker as product.md §2.6 says, every type exactly once', () => {
    expect(RESOURCE_TYPE_PICKER_GROUPS.map((group) => group.label)).toEqual([
      'Religious Materials',
      'Educational Materials',
      'Basic Needs',
      'Support Services',
      'Other',
    ]);
    const values = RESOURCE_TYPE_PICKER_GROUPS.flatMap((group) =>
      group.options.map((o) => o.value),
    );
    expect([...values].sort()).toEqual([...RESOURCE_TYPES].sort());
    expect(RESOURCE_TYPE_PICKER_GROUPS[2]?.options.map((o) => o.value)).toEqual([
      'HOUSING',
      'FOOD',
      'CLOTHING',
      'TRANSPORTATION',
    ]);
  });

  it("labels FAMILY 'Family Reunification' and the others readably", () => {
    expect(resourceTypeLabel('FAMILY')).toBe('Family Reunification');
    expect(resourceTypeLabel('DHIKR_BEADS')).toBe('Dhikr Beads');
    const support = RESOURCE_TYPE_PICKER_GROUPS[3]?.options ?? [];
    expect(support.find((o) => o.value === 'FAMILY')?.label).toBe('Family Reunification');
  });

  it('knows the service types of product.md §5.4', () => {
    const services = RESOURCE_TYPES.filter(isServiceType);
    expect(services.sort()).toEqual(
      [
        'HOUSING',
        'HEALTHCARE',
        'MENTAL_HEALTH',
        'ADDICTION_RECOVERY',
        'EDUCATION',
        'EMPLOYMENT',
        'FAMILY',
        'LEGAL_ASSISTANCE',
      ].sort(),
    );
  });
});
