/** A readable label for an enumeration value: 'PRAYER_MAT' → 'Prayer Mat'. */
export function enumLabel(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
