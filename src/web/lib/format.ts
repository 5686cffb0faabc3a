/** 'TEMPORARILY_CLOSED' → 'Temporarily Closed': enum values as people read them. */
export function humanize(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Select options for an enumeration. */
export function enumOptions(
  values: readonly string[],
  labels: Partial<Record<string, string>> = {},
) {
  return values.map((value) => ({ value, label: labels[value] ?? humanize(value) }));
}
