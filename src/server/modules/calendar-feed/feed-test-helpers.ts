/**
 * For the calendar feed's tests only: turn a feed on through the API, fetch it over HTTP as a
 * phone calendar would (no cookie, no Origin), and read it with ical.js, an independent parser.
 */
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import type { Caller } from '../../../../tests/support/graphql';

export const MY_FEED = 'query { myCalendarFeed { url createdAt } }';
export const CREATE_FEED = 'mutation { createCalendarFeed { url createdAt } }';
export const TURN_OFF_FEED = 'mutation { turnOffCalendarFeed }';

export interface FeedLink {
  url: string;
  createdAt: string;
}

/** Turns the caller's feed on (or makes a new link) and returns its address. */
export async function turnOnFeed(caller: Caller): Promise<string> {
  const result = await caller.run<{ createCalendarFeed: FeedLink }>(CREATE_FEED);
  if (!result.data) throw new Error(`createCalendarFeed failed: ${JSON.stringify(result.errors)}`);
  return result.data.createCalendarFeed.url;
}

/** GET the feed's address, with no session and no Origin. */
export function fetchFeed(server: FastifyInstance, url: string) {
  return server.inject({ method: 'GET', url: new URL(url).pathname });
}

export interface ParsedFeed {
  calendar: ICAL.Component;
  events: ICAL.Event[];
}

/**
 * Parses a feed. Time zones are resolved only through the feed's own VTIMEZONE: ical.js knows
 * none but UTC, and what earlier tests registered is forgotten first.
 */
export function readFeed(text: string): ParsedFeed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
  return { calendar, events };
}

export interface Span {
  startTime: Date;
  endTime: Date;
}

/** The occurrences ical.js expands from an event that overlap [from, to), earliest first. */
export function expandEvent(event: ICAL.Event, from: Date, to: Date): Span[] {
  const spans: Span[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    const details = event.getOccurrenceDetails(next);
    const span = { startTime: details.startDate.toJSDate(), endTime: details.endDate.toJSDate() };
    if (span.startTime >= to) break;
    if (span.endTime > from) spans.push(span);
  }
  return spans;
}
