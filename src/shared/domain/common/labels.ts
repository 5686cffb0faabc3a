/** 'checklist document' → 'Checklist document'. */
export const capitalised = (words: string): string =>
  words.charAt(0).toUpperCase() + words.slice(1);

/** 'checklist document' → 'Checklist Document': a button's or a heading's words. */
export const titleCase = (words: string): string => words.split(' ').map(capitalised).join(' ');

/** A readable label for an enumeration value: 'PRAYER_MAT' → 'Prayer Mat'. */
export function enumLabel(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .filter((word) => word !== '')
    .map(capitalised)
    .join(' ');
}
