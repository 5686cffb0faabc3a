import { describe, expect, it } from 'vitest';
import { optionalText, requiredText, textList } from './text';

describe('text fields', () => {
  it('trim, and store empty optional text as null', () => {
    expect(requiredText('Name is required').parse('  Amina  ')).toBe('Amina');
    expect(optionalText().parse('   ')).toBeNull();
    expect(textList().parse([' a ', '', 'b'])).toEqual(['a', 'b']);
  });

  it('refuse NUL with a message, as PostgreSQL cannot store it', () => {
    const result = optionalText().safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Must not contain control characters');
  });

  it('replace a lone surrogate with U+FFFD and keep paired ones (emoji) intact', () => {
    expect(optionalText().parse('a\udc00b')).toBe('a\ufffdb');
    expect(requiredText('Required').parse('\ud800')).toBe('\ufffd');
    expect(textList().parse(['x\ud83d'])).toEqual(['x\ufffd']);
    expect(optionalText().parse('salaam 👋🏽')).toBe('salaam 👋🏽');
  });
});
