/** How the dashboard writes hours; its dates and clock times are date-format.ts's. */

/** product.md §2.10: hours with one decimal, '12.5'. */
export function formatHours(hours: number): string {
  return hours.toFixed(1);
}
