/** Dates as the pages write them (decision 049), for journeys that read them back. */

/** A 'YYYY-MM-DD' date as the pages write it: 'Fri, Nov 27, 2026'. */
export function shownDay(date: string): string {
  const format = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
  return new Intl.DateTimeFormat('en-US', { ...format, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
