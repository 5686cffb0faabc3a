/**
 * A passkey's name, as the person will pick it out of their list. The browser suggests the
 * device ("Chrome on Linux") and the person can change it; a second one with a name they
 * already use gets a number, so two laptops with the same browser stay told apart
 * (decision 099).
 */
const PASSKEY_NAME_FALLBACK = 'Passkey';

export function distinctPasskeyName(wanted: string, taken: readonly string[]): string {
  const base = wanted.trim().replace(/\s+/g, ' ') || PASSKEY_NAME_FALLBACK;
  const used = new Set(taken.map((name) => name.toLowerCase()));
  if (!used.has(base.toLowerCase())) return base;
  for (let number = 2; ; number += 1) {
    const candidate = `${base} (${number})`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
