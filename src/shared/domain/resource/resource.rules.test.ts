import { describe, expect, it } from 'vitest';
import {
  applyResourceSaveDefaults,
  descriptionPreview,
  isAtOrBelowReorderThreshold,
  matchesResourceFacility,
  matchesResourceSearch,
  quantityBar,
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

describe('save defaults (product.md §4.6)', () => {
  const now = '2026-03-01T10:00:00.000Z';

  it('fills a missing last distributed date with now and a missing count with 0', () => {
    expect(applyResourceSaveDefaults({ title: 'Quran', timesDistributed: undefined }, now)).toEqual(
      { title: 'Quran', lastDistributedDate: now, timesDistributed: 0 },
    );
    expect(
      applyResourceSaveDefaults({ lastDistributedDate: null, timesDistributed: null }, now),
    ).toEqual({ lastDistributedDate: now, timesDistributed: 0 });
  });

  it('keeps values that are there, 0 included', () => {
    const values = { lastDistributedDate: '2025-01-01T00:00:00.000Z', timesDistributed: 0 };
    expect(applyResourceSaveDefaults(values, now)).toEqual(values);
    expect(applyResourceSaveDefaults({ timesDistributed: 4 }, now).timesDistributed).toBe(4);
  });
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
