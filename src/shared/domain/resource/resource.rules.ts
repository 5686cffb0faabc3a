/** Pure rules of the Resource Management page (product.md §2.6, §4.6, §9). */
import type { ResourceStatus } from './resource.enums';

/** Cards show this many characters of the description (product.md §9). */
const DESCRIPTION_PREVIEW_LENGTH = 100;
/** The quantity bar's scale when a resource has no reorder threshold (product.md §9). */
const DEFAULT_BAR_THRESHOLD = 10;

export interface QuantityBar {
  visible: boolean;
  widthPercent: number;
  color: 'red' | 'green';
}

/**
 * The quantity bar of a post-release card (product.md §4.6): the width is quantity / threshold
 * (10 when there is none; a threshold of 0 counts as none, as it cannot scale a bar) capped at
 * 100 %, red at or below the threshold (0 when there is none), shown only above 0.
 */
export function quantityBar(
  quantity: number,
  reorderThreshold: number | null | undefined,
): QuantityBar {
  const threshold = reorderThreshold ?? 0;
  const scale = threshold > 0 ? threshold : DEFAULT_BAR_THRESHOLD;
  const visible = quantity > 0;
  return {
    visible,
    widthPercent: visible ? Math.min(100, (quantity / scale) * 100) : 0,
    color: quantity <= threshold ? 'red' : 'green',
  };
}

/** Whether a resource needs reordering; without a threshold it never does. */
export function isAtOrBelowReorderThreshold(
  quantity: number,
  reorderThreshold: number | null | undefined,
): boolean {
  return (
    reorderThreshold !== null && reorderThreshold !== undefined && quantity <= reorderThreshold
  );
}

/**
 * The first 100 characters and '...' when longer (product.md §9). Counted in code points, so an
 * emoji or other astral character is never cut in half.
 */
export function descriptionPreview(text: string | null | undefined): string {
  const characters = Array.from(text ?? '');
  return characters.length > DESCRIPTION_PREVIEW_LENGTH
    ? `${characters.slice(0, DESCRIPTION_PREVIEW_LENGTH).join('')}...`
    : characters.join('');
}

/** The statuses the stock decides; the others (pending approval, discontinued, needs renewal)
 * are set by hand and stay until someone changes them (product.md §4.6). */
const STOCK_STATUSES: readonly ResourceStatus[] = ['AVAILABLE', 'LOW_STOCK', 'OUT_OF_STOCK'];

/** "To reorder" (the overview's figure, the Resources page's Stock filter): low or none left. */
export const REORDER_STATUSES = [
  'LOW_STOCK',
  'OUT_OF_STOCK',
] as const satisfies readonly ResourceStatus[];

/** Whether the status is one the stock decides (so the form can say it will follow the stock). */
function followsStock(status: ResourceStatus): boolean {
  return STOCK_STATUSES.includes(status);
}

/**
 * The status a resource is saved with (product.md §4.6): a status set by hand wins; otherwise
 * none left is Out of Stock, at or below the reorder threshold Low Stock, else Available. Applied
 * on every save and every fulfilment, so the status never contradicts the stock.
 */
export function statusFollowingStock(resource: {
  status: ResourceStatus;
  quantity: number;
  reorderThreshold?: number | null;
}): ResourceStatus {
  if (!followsStock(resource.status)) return resource.status;
  if (resource.quantity <= 0) return 'OUT_OF_STOCK';
  if (isAtOrBelowReorderThreshold(resource.quantity, resource.reorderThreshold)) return 'LOW_STOCK';
  return 'AVAILABLE';
}

/** The search box: title or description contains the text, ignoring case (product.md §2.6). */
export function matchesResourceSearch(
  resource: { title: string; description?: string | null },
  query: string,
): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [resource.title, resource.description ?? ''].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

/** The facility filter: the primary facility or the approved list; null means all (product.md §2.6). */
export function matchesResourceFacility(
  resource: { facilityId?: string | null; approvedFacilities?: readonly string[] | null },
  facilityId: string | null,
): boolean {
  if (facilityId === null) return true;
  return (
    resource.facilityId === facilityId || (resource.approvedFacilities ?? []).includes(facilityId)
  );
}
