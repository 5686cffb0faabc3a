/** A passkey's name tells it apart from the person's others (decision 099). */
import { describe, expect, it } from 'vitest';
import { distinctPasskeyName } from './passkey-name';

describe('distinctPasskeyName', () => {
  it('keeps the name the person chose, tidied', () => {
    expect(distinctPasskeyName('  Work   laptop ', ['Chrome on Linux'])).toBe('Work laptop');
  });

  it('numbers a second passkey with a name already used, whatever its case', () => {
    expect(distinctPasskeyName('Chrome on Linux', ['Chrome on Linux'])).toBe('Chrome on Linux (2)');
    expect(distinctPasskeyName('chrome on linux', ['Chrome on Linux', 'Chrome on Linux (2)'])).toBe(
      'chrome on linux (3)',
    );
  });

  it('names an unnamed passkey "Passkey"', () => {
    expect(distinctPasskeyName('   ', [])).toBe('Passkey');
    expect(distinctPasskeyName('', ['Passkey'])).toBe('Passkey (2)');
  });
});
