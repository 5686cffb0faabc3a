import { describe, expect, it } from 'vitest';
import {
  descriptionPreview,
  isAtOrBelowReorderThreshold,
  matchesResourceFacility,
  matchesResourceSearch,
  quantityBar,
  statusFollowingStock,
} from './resource.rules';

describe('quantity bar (product.md §4.6)', () => {
  it.each([
    // quantity, threshold, visible, width, colour
    [5, null, true, 50, 'green'],
    [10, null, true, 100, 'green'],
    [25, null, true, 100, 'green'],
    [3, 4, true, 75, 'red'],
    [4, 4, true, 100, 'red'],
    [5, 4, true, 100, 'green'],
    [2, 20, true, 10, 'red'],
    [30, 20, true, 100, 'green'],
    [1, 0, true, 10, 'green'],
    [0, 5, false, 0, 'red'],
    [0, null, false, 0, 'red'],
    [-2, null, false, 0, 'red'],
  ] as const)('quantity %d, threshold %s', (quantity, threshold, visible, widthPercent, color) => {
    expect(quantityBar(quantity, threshold)).toEqual({ visible, widthPercent, color });
  });

  it('treats an undefined threshold like none', () => {
    expect(quantityBar(7, undefined)).toEqual({ visible: true, widthPercent: 70, color: 'green' });
  });
});

describe('reorder threshold', () => {
  it('is reached at or below the threshold, and never without one', () => {
    expect(isAtOrBelowReorderThreshold(5, 5)).toBe(true);
    expect(isAtOrBelowReorderThreshold(4, 5)).toBe(true);
    expect(isAtOrBelowReorderThreshold(6, 5)).toBe(false);
    expect(isAtOrBelowReorderThreshold(0, 0)).toBe(true);
    expect(isAtOrBelowReorderThreshold(0, null)).toBe(false);
    expect(isAtOrBelowReorderThreshold(0, undefined)).toBe(false);
  });
});

describe('description preview (product.md §9)', () => {
  it('keeps a description of 100 characters or fewer whole', () => {
    expect(descriptionPreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(descriptionPreview('')).toBe('');
    expect(descriptionPreview(null)).toBe('');
  });

  it('cuts a longer one to 100 characters and adds ...', () => {
    expect(descriptionPreview('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
  });

  it('never cuts an emoji in half', () => {
    const preview = descriptionPreview('😀'.repeat(150));
    expect(preview).toBe(`${'😀'.repeat(100)}...`);
  });
});

describe('status following the stock (product.md §4.6)', () => {
  it.each([
    ['LOW_STOCK', 72, 10, 'AVAILABLE'],
    ['AVAILABLE', 10, 10, 'LOW_STOCK'],
    ['AVAILABLE', 3, 10, 'LOW_STOCK'],
    ['LOW_STOCK', 0, 10, 'OUT_OF_STOCK'],
    ['AVAILABLE', 0, null, 'OUT_OF_STOCK'],
    ['OUT_OF_STOCK', 1, null, 'AVAILABLE'],
    ['OUT_OF_STOCK', 1, 0, 'AVAILABLE'],
  ] as const)(
    '%s with %i in stock and threshold %s is %s',
    (status, quantity, threshold, expected) => {
      expect(statusFollowingStock({ status, quantity, reorderThreshold: threshold })).toBe(
        expected,
      );
    },
  );

  it.each(['PENDING_APPROVAL', 'DISCONTINUED', 'NEEDS_RENEWAL'] as const)(
    'keeps %s, set by hand, whatever the stock',
    (status) => {
      for (const quantity of [0, 5, 100]) {
        expect(statusFollowingStock({ status, quantity, reorderThreshold: 10 })).toBe(status);
      }
    },
  );
});

describe('search and facility filter (product.md §2.6)', () => {
  const resource = {
    title: 'Arabic Primer',
    description: 'Letters and PRONUNCIATION',
    facilityId: 'f1',
    approvedFacilities: ['f2', 'f3'],
  };

  it('matches title or description ignoring case', () => {
    expect(matchesResourceSearch(resource, 'primer')).toBe(true);
    expect(matchesResourceSearch(resource, ' pronunciation ')).toBe(true);
    expect(matchesResourceSearch(resource, 'quran')).toBe(false);
    expect(matchesResourceSearch(resource, '')).toBe(true);
    expect(matchesResourceSearch({ title: 'X', description: null }, 'y')).toBe(false);
  });

  it('matches the primary facility or the approved list', () => {
    expect(matchesResourceFacility(resource, null)).toBe(true);
    expect(matchesResourceFacility(resource, 'f1')).toBe(true);
    expect(matchesResourceFacility(resource, 'f3')).toBe(true);
    expect(matchesResourceFacility(resource, 'f4')).toBe(false);
    expect(matchesResourceFacility({ facilityId: null, approvedFacilities: null }, 'f1')).toBe(
      false,
    );
  });
});
