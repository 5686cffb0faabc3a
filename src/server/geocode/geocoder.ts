/**
 * Address → coordinates through a Nominatim-compatible service (product.md §7.3, §10). The browser
 * never calls the provider: the facility form asks the API, which asks the provider at most once
 * per address (answers, "nothing found" included, are kept in geocode_cache) and at most once per
 * interval (Nominatim's usage policy: one request per second).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { geocodeCache } from '../db/schema/geocode-cache';
import { AppError, parseInput } from '../errors';
import {
  ADDRESS_LOOKUP_FAILED,
  addressLookupSchema,
} from '../../shared/domain/facility/address-lookup.schema';

const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org';
const DEFAULT_TIMEOUT_MS = 5000;
const DEFAULT_MIN_INTERVAL_MS = 1000;

export interface GeocodeResult {
  latitude: number;
  longitude: number;
  formattedAddress: string;
}

/** Time as the pacer sees it; tests may replace it. */
interface GeocoderClock {
  /** Milliseconds on a clock that never goes back. */
  now(): number;
  sleep(milliseconds: number): Promise<void>;
}

const systemClock: GeocoderClock = {
  now: () => performance.now(),
  sleep: (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)),
};

export interface GeocoderOptions {
  db: Database;
  /** The provider's base URL (GEOCODER_URL); the public OpenStreetMap Nominatim when unset. */
  baseUrl?: string | null;
  userAgent: string;
  /** Each request is abandoned after this long (5 s). */
  timeoutMs?: number;
  /** Requests to the provider start at least this far apart (1 s). */
  minIntervalMs?: number;
  clock?: GeocoderClock;
  /** Where a failed request's cause is reported (never to the caller). */
  log?: (message: string, error: unknown) => void;
}

export interface Geocoder {
  /** The first match for the address, or null when the provider knows none. */
  lookup(address: unknown): Promise<GeocodeResult | null>;
}

/** The cache key: trimmed, inner whitespace collapsed to one space, lower-case. */
export function normalizeAddress(address: string): string {
  return address.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * "OutreachDashboard/0.1.0 (self-hosted; contact: ops@example.org)": Nominatim asks every
 * application to identify itself. The contact is MAIL_FROM's address, or BASE_URL when that is
 * the built-in placeholder. Header values must be plain ASCII.
 */
export function geocoderUserAgent(version: string, mailFrom: string, baseUrl: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const contact = /@localhost$/i.test(address.trim()) ? baseUrl : address.trim();
  const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '');
  return ascii(`OutreachDashboard/${version} (self-hosted; contact: ${contact})`);
}

/** One request at a time, each starting at least `interval` after the one before. */
function createPacer(interval: number, clock: GeocoderClock) {
  let nextStart = -Infinity;
  let queue: Promise<void> = Promise.resolve();
  return function takeTurn(): Promise<void> {
    const turn = queue.then(async () => {
      const wait = nextStart - clock.now();
      if (wait > 0) await clock.sleep(wait);
      nextStart = clock.now() + interval;
    });
    queue = turn.catch(() => undefined);
    return turn;
  };
}

/** The first result of a Nominatim jsonv2 answer; undefined when the answer is malformed. */
function firstResult(body: unknown): GeocodeResult | null | undefined {
  if (!Array.isArray(body)) return undefined;
  if (body.length === 0) return null;
  const first = body[0] as { lat?: unknown; lon?: unknown; display_name?: unknown } | null;
  const latitude = Number(first?.lat);
  const longitude = Number(first?.lon);
  if (
    (typeof first?.lat !== 'string' && typeof first?.lat !== 'number') ||
    (typeof first?.lon !== 'string' && typeof first?.lon !== 'number') ||
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude) ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180 ||
    typeof first.display_name !== 'string'
  ) {
    return undefined;
  }
  return { latitude, longitude, formattedAddress: first.display_name };
}

export function createGeocoder(options: GeocoderOptions): Geocoder {
  const { db } = options;
  const baseUrl = (options.baseUrl ?? DEFAULT_GEOCODER_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const clock = options.clock ?? systemClock;
  const takeTurn = createPacer(options.minIntervalMs ?? DEFAULT_MIN_INTERVAL_MS, clock);
  // Lookups of one address under way: a second caller waits for the first one's answer.
  const inFlight = new Map<string, Promise<GeocodeResult | null>>();

  async function fromCache(key: string): Promise<GeocodeResult | null | undefined> {
    const [row] = await db.select().from(geocodeCache).where(eq(geocodeCache.address, key));
    if (!row) return undefined;
    if (row.latitude == null || row.longitude == null) return null;
    return {
      latitude: row.latitude,
      longitude: row.longitude,
      formattedAddress: row.formattedAddress ?? '',
    };
  }

  async function ask(address: string): Promise<GeocodeResult | null> {
    await takeTurn();
    const url = new URL(`${baseUrl}/search`);
    url.search = new URLSearchParams({ q: address, format: 'jsonv2', limit: '1' }).toString();
    try {
      const response = await fetch(url, {
        headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      if (!response.ok) throw new Error(`The address lookup service answered ${response.status}`);
      const result = firstResult(await response.json());
      if (result === undefined)
        throw new Error('The address lookup service sent a malformed answer');
      return result;
    } catch (error) {
      options.log?.('Address lookup failed', error);
      throw new AppError('INTERNAL', ADDRESS_LOOKUP_FAILED);
    }
  }

  async function lookupKey(address: string, key: string): Promise<GeocodeResult | null> {
    const cached = await fromCache(key);
    if (cached !== undefined) return cached;
    const result = await ask(address);
    await db
      .insert(geocodeCache)
      .values({
        address: key,
        latitude: result?.latitude ?? null,
        longitude: result?.longitude ?? null,
        formattedAddress: result?.formattedAddress ?? null,
      })
      .onConflictDoNothing();
    return result;
  }

  return {
    async lookup(input) {
      const { address } = parseInput(addressLookupSchema, { address: input });
      const spaced = address.replace(/\s+/g, ' ');
      const key = normalizeAddress(spaced);
      const running = inFlight.get(key);
      if (running) return running;
      const lookup = lookupKey(spaced, key).finally(() => inFlight.delete(key));
      inFlight.set(key, lookup);
      return lookup;
    },
  };
}
