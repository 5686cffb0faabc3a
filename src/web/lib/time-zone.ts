/**
 * The time zone the web app shows and reads times in (decision 049): the programme's, as in its
 * e-mails and calendar feeds, whatever zone the device is set to. The shell asks the server once
 * after sign-in (ProgrammeTimeZoneGate) and shows no page until it knows, so the formatters read
 * it here instead of every call site passing it down: there is one zone per installation, and
 * plain functions (card titles, form conversions) need it as much as components do.
 */
import { isKnownTimeZone } from '../../shared/domain/common/zoned-time';

let programmeZone: string | null = null;

/**
 * The zone the server wrote into the page (index.html's programme-time-zone), null when it did
 * not (the development server serves the page unchanged): the shell then asks for it.
 */
export function timeZoneFromPage(doc: Document | undefined = globalThis.document): string | null {
  const zone = doc?.querySelector('meta[name="programme-time-zone"]')?.getAttribute('content');
  return zone && isKnownTimeZone(zone) ? zone : null;
}

/** The zone this device's clock is set to, e.g. 'UTC' on a phone that was never set up. */
export function deviceTimeZone(): string {
  // Read each time, not once: tests (and Node) change TZ while the module is loaded.
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone times are shown in: the programme's once the server said it, else this device's. */
export function programmeTimeZone(): string {
  return programmeZone ?? deviceTimeZone();
}

/**
 * Sets the programme's zone (null: none, the device's is used). A name this browser's Intl does
 * not know is ignored: formatting with it would throw on every page.
 */
export function setProgrammeTimeZone(zone: string | null): void {
  programmeZone = zone && isKnownTimeZone(zone) ? zone : null;
}

// 'US/Eastern' and 'America/New_York' are one zone: compare the names Intl settles on.
function canonical(zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
}

/**
 * 'Times in America/New_York' when this device's clock is set to another zone than the
 * programme's, so that a time is never read as the device's own; null when they agree.
 */
export function timeZoneNote(
  programme: string = programmeTimeZone(),
  device: string = deviceTimeZone(),
): string | null {
  return canonical(programme) === canonical(device) ? null : `Times in ${programme}`;
}
