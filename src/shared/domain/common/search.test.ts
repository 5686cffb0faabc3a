import { describe, expect, it } from 'vitest';
import { searchText, searchWords } from './search';

describe('list search text', () => {
  it('is trimmed and split on any whitespace; blank has no words', () => {
    expect(searchText.parse('  amina \t khan\n')).toBe('amina \t khan');
    expect(searchWords('  amina \t khan\n')).toEqual(['amina', 'khan']);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(null)).toEqual([]);
  });

  it('allows 200 characters and refuses 201, counted after trimming', () => {
    expect(searchText.safeParse(`  ${'a'.repeat(200)}  `).success).toBe(true);
    const result = searchText.safeParse('a'.repeat(201));
    expect(result.error?.issues[0]?.message).toBe('Search must be at most 200 characters');
  });

  it('refuses NUL with a message', () => {
    const result = searchText.safeParse('a\u0000b');
    expect(result.error?.issues[0]?.message).toBe('Search must not contain control characters');
  });
});
