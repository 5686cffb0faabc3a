import { describe, expect, it } from 'vitest';
import { enumLabel } from './labels';

describe('enumeration labels', () => {
  it.each([
    ['PRAYER_MAT', 'Prayer Mat'],
    ['QURAN', 'Quran'],
    ['CORRESPONDENCE_COURSE', 'Correspondence Course'],
    ['', ''],
  ])('%s → %s', (value, label) => expect(enumLabel(value)).toBe(label));
});
