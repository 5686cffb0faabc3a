/** How the dashboard writes dates, clock times and hours. */

// A date or a clock time has no time zone: read and written as UTC so it never moves a day.
const DAY = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const CLOCK = new Intl.DateTimeFormat(undefined, {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** '2030-06-01' → 'Sat, Jun 1, 2030' (in this device's language); as given when not a date. */
export function formatDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : DAY.format(day);
}

/** '13:00' → '1:00 PM' (in this device's language); as given when not a time. */
export function formatClock(time: string): string {
  const moment = new Date(`1970-01-01T${time}:00Z`);
  return Number.isNaN(moment.getTime()) ? time : CLOCK.format(moment);
}

/** product.md §2.10: hours with one decimal, '12.5'. */
export function formatHours(hours: number): string {
  return hours.toFixed(1);
}
