/**
 * How people read dates and times, everywhere: pages, the server's warnings and messages, and
 * e-mails (docs/decisions/098-a-demo-that-shows-the-product.md, revising decision 049's "device's
 * language"): 'Thu, Dec 10, 2026' and 'Thu, Dec 10, 2026, 10:00 AM', in English like every other
 * word of the product, so a warning written by the server reads as the page around it does.
 * Instants are written in the zone given (the programme's); dates ('YYYY-MM-DD') and clock times
 * ('HH:mm') are already the programme's and are written as they are, never moved to a zone.
 */
import { isCalendarDate, isClockTime } from './dates';

/** The product's words are English; its dates are too, whatever the device or server is set to. */
const LANGUAGE = 'en-US';
const DAY = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const CLOCK = { hour: 'numeric', minute: '2-digit' } as const;
const FORMATS = { day: DAY, clock: CLOCK, dayAndClock: { ...DAY, ...CLOCK } } as const;
type Format = keyof typeof FORMATS;

// Making a formatter costs far more than using one (it loads the zone's rules): one per kind
// and zone, made when first needed.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(format: Format, timeZone: string): Intl.DateTimeFormat {
  const key = `${format}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LANGUAGE, { ...FORMATS[format], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Recent ICU writes a narrow no-break space before AM/PM; older ICU a plain space. The plain one
 * everywhere: the same text on every server and browser, and plain in e-mail subjects.
 */
const plainSpaces = (text: string) => text.replace(/\u202f/g, ' ');

/** 'Thu, Dec 10, 2026': the day of an instant in `timeZone`. */
export const instantDayText = (instant: Date, timeZone: string): string =>
  formatterFor('day', timeZone).format(instant);

/** '10:00 AM': the clock time of an instant in `timeZone`. */
export const instantClockText = (instant: Date, timeZone: string): string =>
  plainSpaces(formatterFor('clock', timeZone).format(instant));

/** 'Thu, Dec 10, 2026, 10:00 AM': an instant in `timeZone`. */
export const instantText = (instant: Date, timeZone: string): string =>
  plainSpaces(formatterFor('dayAndClock', timeZone).format(instant));

/** '2026-12-10' → 'Thu, Dec 10, 2026'; as given when it is not a date. Never moves a day. */
export function dayText(date: string): string {
  if (!isCalendarDate(date)) return date;
  // Read and written in UTC: a date has no time of day for a zone's offset to move.
  return formatterFor('day', 'UTC').format(new Date(`${date}T00:00:00Z`));
}

/** '16:00' → '4:00 PM'; as given when it is not a clock time. */
export function clockText(time: string): string {
  if (!isClockTime(time)) return time;
  return plainSpaces(formatterFor('clock', 'UTC').format(new Date(`1970-01-01T${time}:00Z`)));
}
