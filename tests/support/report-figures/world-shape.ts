/**
 * The shape of the programme the report-figures tests seed (world.ts): its records as plain
 * values, the two report periods, and the seeded random numbers that vary it.
 */
import { addDays, addMonths } from '../../../src/shared/domain/common/calendar';
import type { CLIENT_STATUSES } from '../../../src/shared/domain/client/client.enums';
import type {
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
} from '../../../src/shared/domain/incident/incident.enums';
import type { PROGRAM_TYPES } from '../../../src/shared/domain/program/program.enums';
import type { CLEARANCE_STATUSES } from '../../../src/shared/domain/volunteer/volunteer.enums';

// A zone without daylight saving, seven hours behind UTC: a fulfilment at 17:00 or later is the
// next day in UTC, so a figure read by the UTC day would differ from one read in the zone.
export const ZONE = 'America/Phoenix';
export const UTC_OFFSET = '-07:00';
// ---------------------------------------------------------------------------------------------
// The data set: plain records, kept here to count from, and stored as they are.

export type Kind = 'COUNT' | 'HOURS' | 'PERCENT';

export interface SeedProgram {
  facilityId: string;
  volunteerId: string;
  type: (typeof PROGRAM_TYPES)[number];
  status: 'SCHEDULED' | 'COMPLETED' | 'CANCELLED' | 'POSTPONED';
  approvalStatus: 'PENDING' | 'APPROVED' | 'DENIED' | 'CANCELLED';
  date: string;
  startTime: string;
  endTime: string;
  attendees: number;
  newAttendees: number;
}
export interface SeedClient {
  id: string;
  incarcerated: boolean;
  facilityId: string | null;
  status: (typeof CLIENT_STATUSES)[number];
  firstContactDate: string;
  releaseDate: string | null;
  dataUsageConsent: boolean;
}
export interface SeedCheckIn {
  clientId: string;
  checkpoint: 'DAY_30' | 'DAY_90' | 'DAY_180';
  releaseDate: string;
  heldOn: string;
  housingStatus: 'STABLE' | 'TEMPORARY' | 'HOMELESS' | null;
  employmentStatus:
    | 'EMPLOYED_FULL_TIME'
    | 'EMPLOYED_PART_TIME'
    | 'SELF_EMPLOYED'
    | 'UNEMPLOYED_LOOKING'
    | 'STUDENT'
    | null;
  returnedToCustody: boolean;
}
export interface SeedResource {
  id: string;
  type: 'QURAN' | 'PRAYER_MAT' | 'BOOK' | 'HOUSING' | 'FOOD';
  status: 'AVAILABLE' | 'LOW_STOCK' | 'OUT_OF_STOCK';
  facilityId: string | null;
}
export interface SeedRequest {
  resourceId: string;
  facilityId: string | null;
  quantity: number;
  status: 'PENDING' | 'APPROVED' | 'DENIED' | 'FULFILLED';
  /** The programme's day and time it was fulfilled (any status may carry one). */
  fulfilled: { date: string; time: string } | null;
}
export interface World {
  today: string;
  facilities: { id: string; name: string }[];
  volunteers: {
    id: string;
    status: 'ACTIVE' | 'INACTIVE' | 'ON_LEAVE';
    facilityId: string | null;
  }[];
  clearances: {
    volunteerId: string;
    facilityId: string;
    status: (typeof CLEARANCE_STATUSES)[number];
    grantedOn: string | null;
    expiresOn: string | null;
  }[];
  programs: SeedProgram[];
  clients: SeedClient[];
  contacts: { clientId: string; date: string }[];
  checkIns: SeedCheckIn[];
  resources: SeedResource[];
  requests: SeedRequest[];
  incidents: {
    facilityId: string;
    type: (typeof INCIDENT_TYPES)[number];
    status: (typeof INCIDENT_STATUSES)[number];
    date: string;
  }[];
  /** A consenting client served, released and checked in within both periods. */
  keyClientId: string;
  /** Clients in the community with a State ID in hand (their papers, product.md §3.3.9). */
  withIdInHand: string[];
}

export interface Period {
  from: string;
  to: string;
  facilityId: string | null;
}

/** The first day of the month `months` months from `date`'s. */
export const monthStart = (date: string, months = 0) => `${addMonths(date, months).slice(0, 7)}-01`;

/** From the first day of the month 11 months ago to the last of next month: 13 whole months. */
export const yearPeriod = (today: string): Period => ({
  from: monthStart(today, -11),
  to: addDays(monthStart(today, 2), -1),
  facilityId: null,
});
/** 200 days to 5 days ago, both in the middle of a month, at the busiest facility. */
export const facilityPeriod = (world: World): Period => ({
  from: addDays(world.today, -200),
  to: addDays(world.today, -5),
  facilityId: world.facilities[0]!.id,
});

/** Mulberry32: the same numbers on every run. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const chance = (probability: number) => next() < probability;
  return { int, pick, chance };
}

export const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
