/**
 * The Reports API's figures (issue 36, product.md §2.11, decision 071) against counts computed
 * here, in plain TypeScript, from a varied data set this file seeds (a fixed-seed generator plus
 * records on each period's edges, dates relative to the programme's today): every cell of a
 * year's report and of a report narrowed to one facility, its value and its text (a count of 1 to
 * 4 written "fewer than 5", zero "0", hours to one decimal, rates in whole percent); a client
 * without data-usage consent moves no client or outcome figure and is counted as left out; the
 * overview's 12 months of trends; and a section's CSV file written as the page writes it.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, todayIn } from '../../../shared/domain/common/calendar';
import { enumLabel } from '../../../shared/domain/common/labels';
import { CLIENT_STATUSES } from '../../../shared/domain/client/client.enums';
import { INCIDENT_STATUSES, INCIDENT_TYPES } from '../../../shared/domain/incident/incident.enums';
import { PROGRAM_TYPES } from '../../../shared/domain/program/program.enums';
import { CLEARANCE_STATUSES } from '../../../shared/domain/volunteer/volunteer.enums';
import { client } from '../../db/schema/client';
import { contactLog } from '../../db/schema/contact-log';
import { facility } from '../../db/schema/facility';
import { incidentReport } from '../../db/schema/incident-report';
import { program } from '../../db/schema/program';
import { reentryCheckIn } from '../../db/schema/reentry-check-in';
import { resource } from '../../db/schema/resource';
import { resourceRequest } from '../../db/schema/resource-request';
import { volunteer } from '../../db/schema/volunteer';
import { volunteerClearance } from '../../db/schema/volunteer-clearance';
import { parseCsv } from '../../../../tests/support/csv';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import { useTestApp } from '../../../../tests/support/test-app';

// A zone without daylight saving, seven hours behind UTC: a fulfilment at 17:00 or later is the
// next day in UTC, so a figure read by the UTC day would differ from one read in the zone.
const ZONE = 'America/Phoenix';
const UTC_OFFSET = '-07:00';
const app = useTestApp({ ORG_TIMEZONE: ZONE });

// ---------------------------------------------------------------------------------------------
// The data set: plain records, kept here to count from, and stored as they are.

type Kind = 'COUNT' | 'HOURS' | 'PERCENT';

interface SeedProgram {
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
interface SeedClient {
  id: string;
  incarcerated: boolean;
  facilityId: string | null;
  status: (typeof CLIENT_STATUSES)[number];
  firstContactDate: string;
  releaseDate: string | null;
  dataUsageConsent: boolean;
}
interface SeedCheckIn {
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
interface SeedResource {
  id: string;
  type: 'QURAN' | 'PRAYER_MAT' | 'BOOK' | 'HOUSING' | 'FOOD';
  status: 'AVAILABLE' | 'LOW_STOCK' | 'OUT_OF_STOCK';
  facilityId: string | null;
}
interface SeedRequest {
  resourceId: string;
  facilityId: string | null;
  quantity: number;
  status: 'PENDING' | 'APPROVED' | 'DENIED' | 'FULFILLED';
  /** The programme's day and time it was fulfilled (any status may carry one). */
  fulfilled: { date: string; time: string } | null;
}
interface World {
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
}

interface Period {
  from: string;
  to: string;
  facilityId: string | null;
}

/** The first day of the month `months` months from `date`'s. */
const monthStart = (date: string, months = 0) => `${addMonths(date, months).slice(0, 7)}-01`;

/** From the first day of the month 11 months ago to the last of next month: 13 whole months. */
const yearPeriod = (today: string): Period => ({
  from: monthStart(today, -11),
  to: addDays(monthStart(today, 2), -1),
  facilityId: null,
});
/** 200 days to 5 days ago, both in the middle of a month, at the busiest facility. */
const facilityPeriod = (world: World): Period => ({
  from: addDays(world.today, -200),
  to: addDays(world.today, -5),
  facilityId: world.facilities[0]!.id,
});

/** Mulberry32: the same numbers on every run. */
function generator(seed: number) {
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

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

async function seedWorld(): Promise<World> {
  const db = app.database.db;
  const today = todayIn(ZONE);
  const random = generator(36_071);

  const facilities = ['Northgate Prison', 'Eastfield Jail', 'Westbrook Center'].map((name) => ({
    id: crypto.randomUUID(),
    name,
  }));
  const [f1, f2, f3] = facilities.map((row) => row.id) as [string, string, string];
  await db.insert(facility).values(
    facilities.map(({ id, name }) => ({
      id,
      name,
      address: '1 Test Road',
      region: 'North',
      contactPerson: 'Jordan Lee',
      contactNumber: '+1 555 0100',
      email: `${id}@example.org`,
      operatingHours: 'Mon-Fri 08:00-17:00',
    })),
  );
  // The busiest facility most often: its narrowed report has figures of every size.
  const someFacility = () => random.pick([f1, f1, f1, f2, f2, f3]);

  const volunteerPlan = [
    { status: 'ACTIVE', facilityId: f1 },
    { status: 'ACTIVE', facilityId: f1 },
    { status: 'ACTIVE', facilityId: f2 },
    { status: 'ACTIVE', facilityId: null },
    { status: 'INACTIVE', facilityId: f1 },
    { status: 'ON_LEAVE', facilityId: f3 },
  ] as const;
  const volunteers: World['volunteers'] = [];
  for (const plan of volunteerPlan) {
    const person = await createPerson(db, 'Volunteers', 'Leader');
    await db
      .update(volunteer)
      .set({ status: plan.status, assignedFacility: plan.facilityId })
      .where(eq(volunteer.id, person.id));
    volunteers.push({ id: person.id, ...plan });
  }

  const year = yearPeriod(today);
  const narrow = { from: addDays(today, -200), to: addDays(today, -5) };
  // Each period's first and last day and the days either side, today and tomorrow.
  const edges = [year, narrow].flatMap(({ from, to }) => [
    addDays(from, -1),
    from,
    to,
    addDays(to, 1),
  ]);
  edges.push(today, addDays(today, 1));
  const someDay = () =>
    random.chance(0.3) ? random.pick(edges) : addDays(today, random.int(-430, 60));
  const somePastDay = () => {
    const day = someDay();
    return day > today ? today : day;
  };

  // At the busiest facility, approved clearances starting or ending on each period's last day.
  const edgeClearances = [
    { grantedOn: null, expiresOn: year.to },
    { grantedOn: year.to, expiresOn: null },
    { grantedOn: null, expiresOn: narrow.to },
    { grantedOn: narrow.to, expiresOn: null },
    { grantedOn: addDays(narrow.to, 1), expiresOn: addDays(narrow.to, -1) },
  ];
  const clearances: World['clearances'] = volunteers
    .slice(0, edgeClearances.length)
    .map(({ id }, index) => ({
      volunteerId: id,
      facilityId: f1,
      status: 'APPROVED' as const,
      ...edgeClearances[index]!,
    }));
  for (const { id } of volunteers) {
    for (const facilityId of facilities.map((row) => row.id)) {
      if (clearances.some((row) => row.volunteerId === id && row.facilityId === facilityId))
        continue;
      if (!random.chance(0.6)) continue;
      clearances.push({
        volunteerId: id,
        facilityId,
        status: random.pick(['APPROVED', 'APPROVED', 'PENDING', 'DENIED', 'REVOKED'] as const),
        grantedOn: random.pick([
          null,
          addDays(year.to, -10),
          year.to,
          addDays(year.to, 1),
          narrow.to,
          addDays(narrow.to, 1),
        ]),
        expiresOn: random.pick([
          null,
          addDays(year.to, -1),
          year.to,
          addDays(year.to, 30),
          addDays(narrow.to, -1),
          narrow.to,
        ]),
      });
    }
  }

  await db.insert(volunteerClearance).values(clearances);

  const programs: SeedProgram[] = [];
  for (let index = 0; index < 48; index += 1) {
    const start = random.int(32, 80) * 15; // 08:00 to 20:00
    const attendees = random.int(0, 30);
    programs.push({
      facilityId: someFacility(),
      volunteerId: random.pick(volunteers).id,
      type: random.pick([
        'JUMAH_PRAYER',
        'JUMAH_PRAYER',
        'QURAN_CLASS',
        'ISLAMIC_STUDY',
        'COUNSELING',
        'REENTRY_PREP',
        'RAMADAN',
      ] as const),
      status: random.pick([
        'SCHEDULED',
        'COMPLETED',
        'COMPLETED',
        'SCHEDULED',
        'CANCELLED',
        'POSTPONED',
      ] as const),
      approvalStatus: random.pick([
        'APPROVED',
        'APPROVED',
        'APPROVED',
        'PENDING',
        'DENIED',
        'CANCELLED',
      ] as const),
      date: someDay(),
      startTime: time(start),
      // Quarter hours only: every sum of hours is exact, in floating point as in numeric.
      endTime: time(start + random.int(1, 16) * 15),
      attendees,
      newAttendees: random.int(0, attendees),
    });
  }
  programs.push(
    // Across midnight: 2 hours 45 minutes, not minus 21 hours 15.
    {
      facilityId: f1,
      volunteerId: volunteers[0]!.id,
      type: 'COUNSELING',
      status: 'COMPLETED',
      approvalStatus: 'APPROVED',
      date: addDays(today, -7),
      startTime: '22:30',
      endTime: '01:15',
      attendees: 6,
      newAttendees: 2,
    },
    // Still ahead: planned, not held, its head count not counted.
    {
      facilityId: f1,
      volunteerId: volunteers[1]!.id,
      type: 'QURAN_CLASS',
      status: 'SCHEDULED',
      approvalStatus: 'APPROVED',
      date: addDays(today, 5),
      startTime: '10:00',
      endTime: '12:00',
      attendees: 9,
      newAttendees: 9,
    },
    // Cancelled with a head count: planned, not held, counted in the cancellation rate.
    {
      facilityId: f2,
      volunteerId: volunteers[2]!.id,
      type: 'JUMAH_PRAYER',
      status: 'CANCELLED',
      approvalStatus: 'DENIED',
      date: addDays(today, -20),
      startTime: '13:00',
      endTime: '14:00',
      attendees: 11,
      newAttendees: 3,
    },
  );
  await db.insert(program).values(
    programs.map((row, index) => ({
      ...row,
      title: `Program ${index}`,
      description: 'Seeded for the report figures',
      location: 'Chapel',
      createdBy: row.volunteerId,
    })),
  );

  const clients: SeedClient[] = [];
  const contacts: World['contacts'] = [];
  const checkIns: SeedCheckIn[] = [];
  const checkInsAfter = (clientId: string, releaseDate: string) => {
    for (const [checkpoint, days] of [
      ['DAY_30', 30],
      ['DAY_90', 90],
      ['DAY_180', 180],
    ] as const) {
      // Most on their day; some on a period's edge, whatever their day, to test the edges.
      const heldOn = random.chance(0.25)
        ? random.pick(edges)
        : addDays(releaseDate, days + random.int(0, 6));
      if (heldOn > today || !random.chance(0.8)) continue;
      checkIns.push({
        clientId,
        checkpoint,
        releaseDate,
        heldOn,
        housingStatus: random.pick(['STABLE', 'STABLE', 'TEMPORARY', 'HOMELESS', null] as const),
        employmentStatus: random.pick([
          'EMPLOYED_FULL_TIME',
          'EMPLOYED_PART_TIME',
          'SELF_EMPLOYED',
          'UNEMPLOYED_LOOKING',
          'STUDENT',
          null,
        ] as const),
        returnedToCustody: random.chance(0.2),
      });
    }
  };
  for (let index = 0; index < 34; index += 1) {
    const incarcerated = random.chance(0.5);
    const row: SeedClient = {
      id: crypto.randomUUID(),
      incarcerated,
      // Some people in the community keep the facility they were held at.
      facilityId: incarcerated || random.chance(0.25) ? someFacility() : null,
      status: random.pick(CLIENT_STATUSES),
      firstContactDate: addDays(someDay(), -random.int(0, 1) * 200),
      releaseDate: random.chance(incarcerated ? 0.4 : 0.85) ? someDay() : null,
      dataUsageConsent: random.chance(0.8),
    };
    clients.push(row);
    for (let count = random.int(0, 3); count > 0; count -= 1) {
      contacts.push({ clientId: row.id, date: someDay() });
    }
    if (!row.incarcerated && row.releaseDate) checkInsAfter(row.id, row.releaseDate);
  }
  const keyClient: SeedClient = {
    id: crypto.randomUUID(),
    incarcerated: false,
    facilityId: f1,
    status: 'ACTIVE',
    firstContactDate: addDays(today, -150),
    releaseDate: addDays(today, -60),
    dataUsageConsent: true,
  };
  clients.push(
    keyClient,
    // Without consent, only a check-in in the year: left out all the same.
    {
      id: crypto.randomUUID(),
      incarcerated: false,
      facilityId: null,
      status: 'FOLLOW_UP',
      firstContactDate: addDays(year.from, -600),
      releaseDate: addDays(year.from, -100),
      dataUsageConsent: false,
    },
    // Without consent, a contact the day before the year: not counted, not left out.
    {
      id: crypto.randomUUID(),
      incarcerated: true,
      facilityId: f1,
      status: 'ACTIVE',
      firstContactDate: addDays(year.from, -500),
      releaseDate: null,
      dataUsageConsent: false,
    },
    // Without consent, held at the busiest facility and visited lately: left out of both periods.
    {
      id: crypto.randomUUID(),
      incarcerated: true,
      facilityId: f1,
      status: 'ACTIVE',
      firstContactDate: addDays(year.from, -300),
      releaseDate: null,
      dataUsageConsent: false,
    },
    // In custody with a release date that has passed: served, not released.
    {
      id: crypto.randomUUID(),
      incarcerated: true,
      facilityId: f1,
      status: 'ACTIVE',
      firstContactDate: addDays(today, -30),
      releaseDate: addDays(today, -20),
      dataUsageConsent: true,
    },
  );
  contacts.push(
    { clientId: keyClient.id, date: addDays(today, -90) },
    { clientId: clients.at(-3)!.id, date: addDays(year.from, -1) },
    { clientId: clients.at(-2)!.id, date: addDays(today, -100) },
  );
  checkIns.push(
    {
      clientId: keyClient.id,
      checkpoint: 'DAY_30',
      releaseDate: keyClient.releaseDate!,
      heldOn: addDays(today, -28),
      housingStatus: 'STABLE',
      employmentStatus: 'EMPLOYED_PART_TIME',
      returnedToCustody: false,
    },
    {
      clientId: clients.at(-4)!.id,
      checkpoint: 'DAY_180',
      releaseDate: addDays(year.from, -100),
      heldOn: addDays(year.from, 82),
      housingStatus: 'HOMELESS',
      employmentStatus: null,
      returnedToCustody: true,
    },
  );
  await db.insert(client).values(
    clients.map((row, index) => ({
      ...row,
      clientId: `R-${String(index).padStart(4, '0')}`,
      preferredName: `Client ${index}`,
      consentGiven: row.dataUsageConsent,
    })),
  );
  await db.insert(contactLog).values(
    contacts.map((row) => ({
      ...row,
      kind: 'VISIT' as const,
      volunteerId: volunteers[0]!.id,
      createdBy: volunteers[0]!.id,
    })),
  );
  await db.insert(reentryCheckIn).values(checkIns);

  const resources: SeedResource[] = [
    { id: crypto.randomUUID(), type: 'QURAN', status: 'LOW_STOCK', facilityId: f1 },
    { id: crypto.randomUUID(), type: 'QURAN', status: 'OUT_OF_STOCK', facilityId: f1 },
    { id: crypto.randomUUID(), type: 'BOOK', status: 'OUT_OF_STOCK', facilityId: f2 },
    { id: crypto.randomUUID(), type: 'PRAYER_MAT', status: 'AVAILABLE', facilityId: f3 },
    // Services have no stock to reorder, low or not.
    { id: crypto.randomUUID(), type: 'HOUSING', status: 'LOW_STOCK', facilityId: null },
    { id: crypto.randomUUID(), type: 'FOOD', status: 'OUT_OF_STOCK', facilityId: f1 },
  ];
  await db.insert(resource).values(
    resources.map((row, index) => ({
      ...row,
      title: `Resource ${index}`,
      description: 'Seeded for the report figures',
    })),
  );
  const requests: SeedRequest[] = [];
  for (let index = 0; index < 34; index += 1) {
    const status = random.pick([
      'FULFILLED',
      'FULFILLED',
      'FULFILLED',
      'PENDING',
      'APPROVED',
      'DENIED',
    ] as const);
    requests.push({
      resourceId: random.pick(resources).id,
      facilityId: random.pick([f1, f1, f2, f3, null]),
      quantity: random.int(1, 12),
      status,
      fulfilled:
        status === 'FULFILLED' || random.chance(0.4)
          ? {
              date: somePastDay(),
              time: random.pick(['00:15', '09:30', '16:59', '17:00', '23:45']),
            }
          : null,
    });
  }
  await db.insert(resourceRequest).values(
    requests.map(({ fulfilled, ...row }) => ({
      ...row,
      requesterId: volunteers[0]!.id,
      requesterName: 'Test Person',
      createdBy: volunteers[0]!.id,
      fulfillmentDate: fulfilled
        ? new Date(`${fulfilled.date}T${fulfilled.time}:00${UTC_OFFSET}`)
        : null,
    })),
  );

  const incidents: World['incidents'] = [];
  for (let index = 0; index < 30; index += 1) {
    incidents.push({
      facilityId: someFacility(),
      // Never OTHER: a row of zeros.
      type: random.pick([
        'SECURITY',
        'MEDICAL',
        'BEHAVIORAL',
        'BEHAVIORAL',
        'PROGRAM_DISRUPTION',
        'FACILITY_ISSUE',
      ] as const),
      status: random.pick(INCIDENT_STATUSES),
      date: somePastDay(),
    });
  }
  await db.insert(incidentReport).values(
    incidents.map((row) => ({
      ...row,
      time: '10:00',
      location: 'Yard',
      description: 'Seeded for the report figures',
      reporterId: volunteers[1]!.id,
      createdBy: volunteers[1]!.id,
    })),
  );

  return {
    today,
    facilities,
    volunteers,
    clearances,
    programs,
    clients,
    contacts,
    checkIns,
    resources,
    requests,
    incidents,
    keyClientId: keyClient.id,
  };
}

// ---------------------------------------------------------------------------------------------
// The figures, counted here from the data set.

interface Cell {
  value: number | null;
  kind: Kind;
  text: string;
}
interface Table {
  title: string;
  columns: string[];
  rows: { label: string; cells: Cell[] }[];
}
interface Section {
  key: string;
  tables: Table[];
}
interface Report {
  leftOutWithoutConsent: number;
  sections: Section[];
}

const numberFormat = new Intl.NumberFormat('en-US');
const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** How the report must write a figure (product.md §2.11). */
function textOf(value: number | null, kind: Kind): string {
  if (value === null) return '—';
  if (kind === 'PERCENT') return `${Math.round(value)}%`;
  if (kind === 'HOURS') return hoursFormat.format(value);
  if (value >= 1 && value <= 4) return 'fewer than 5';
  return numberFormat.format(value);
}
const count = (value: number): Cell => ({ value, kind: 'COUNT', text: textOf(value, 'COUNT') });
const hours = (value: number): Cell => ({ value, kind: 'HOURS', text: textOf(value, 'HOURS') });
const percent = (part: number, whole: number): Cell => {
  const value = whole === 0 ? null : (100 * part) / whole;
  return { value, kind: 'PERCENT', text: textOf(value, 'PERCENT') };
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthName = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let day = monthStart(from); day <= to; day = monthStart(day, 1))
    months.push(day.slice(0, 7));
  return months;
}
const totalOf = <Row>(rows: Row[], pick: (row: Row) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

const HELD_NOT = ['CANCELLED', 'POSTPONED'];
const EMPLOYED = ['EMPLOYED_FULL_TIME', 'EMPLOYED_PART_TIME', 'SELF_EMPLOYED'];
const MATERIALS = ['QURAN', 'PRAYER_MAT', 'BOOK'];
const CHECK_INS = [
  ['DAY_30', '30-day check-in'],
  ['DAY_90', '90-day check-in'],
  ['DAY_180', '180-day check-in'],
] as const;

/** Minutes from start to end, an end earlier than the start being the next day's. */
function minutesOf({ startTime, endTime }: SeedProgram): number {
  const minutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
  return (minutes(endTime) - minutes(startTime) + 24 * 60) % (24 * 60);
}

/** Who and what the period counts, from the data set alone. */
function counted(world: World, { from, to, facilityId }: Period) {
  const { today } = world;
  const within = (day: string | null) => day !== null && from <= day && day <= to;
  const here = (id: string | null) => facilityId === null || id === facilityId;
  const programs = world.programs.filter((row) => within(row.date) && here(row.facilityId));
  const held = (row: SeedProgram) => !HELD_NOT.includes(row.status) && row.date <= today;
  const lastReleaseDay = to < today ? to : today;
  // At a facility: held there, not a client in the community whose record still names it.
  const served = (row: SeedClient) =>
    (facilityId === null || (row.incarcerated && row.facilityId === facilityId)) &&
    (within(row.firstContactDate) ||
      world.contacts.some((contact) => contact.clientId === row.id && within(contact.date)));
  const released = (row: SeedClient) =>
    !row.incarcerated &&
    row.releaseDate !== null &&
    from <= row.releaseDate &&
    row.releaseDate <= lastReleaseDay;
  const consenting = new Set(
    world.clients.filter((row) => row.dataUsageConsent).map((row) => row.id),
  );
  const checkIns = world.checkIns.filter((row) => within(row.heldOn));
  const typeOf = new Map(world.resources.map((row) => [row.id, row.type]));
  return {
    programs,
    held,
    served: world.clients.filter((row) => row.dataUsageConsent && served(row)),
    released: world.clients.filter((row) => row.dataUsageConsent && released(row)),
    checkIns: checkIns.filter((row) => consenting.has(row.clientId)),
    leftOut: world.clients.filter(
      (row) =>
        !row.dataUsageConsent &&
        (served(row) || released(row) || checkIns.some((check) => check.clientId === row.id)),
    ).length,
    distributed: world.requests
      .filter(
        (row) =>
          row.status === 'FULFILLED' && within(row.fulfilled?.date ?? null) && here(row.facilityId),
      )
      .map((row) => ({
        ...row,
        type: typeOf.get(row.resourceId)!,
        month: row.fulfilled!.date.slice(0, 7),
      })),
    incidents: world.incidents.filter((row) => within(row.date) && here(row.facilityId)),
    within,
  };
}

function expectedReport(world: World, period: Period): Report {
  const { from, to, facilityId } = period;
  const here = (id: string | null) => facilityId === null || id === facilityId;
  const months = monthsOf(from, to);
  const { programs, held, served, released, checkIns, leftOut, distributed, incidents } = counted(
    world,
    period,
  );

  const programCounts = (rows: SeedProgram[]) => [
    count(rows.length),
    count(rows.filter(held).length),
    count(totalOf(rows.filter(held), (row) => row.attendees)),
    count(totalOf(rows.filter(held), (row) => row.newAttendees)),
  ];
  const heldHours = (rows: SeedProgram[]) => totalOf(rows.filter(held), minutesOf) / 60;
  const programColumns = ['Planned', 'Held', 'Attendees', 'New attendees'];
  const facilitiesWithPrograms = world.facilities
    .filter((row) => programs.some((item) => item.facilityId === row.id))
    .sort((a, b) => a.name.localeCompare(b.name));
  const approved = programs.filter((row) => row.approvalStatus === 'APPROVED').length;
  const denied = programs.filter((row) => row.approvalStatus === 'DENIED').length;
  const cancelled = programs.filter((row) => row.status === 'CANCELLED').length;

  const clearances = world.clearances.filter((row) => here(row.facilityId));
  const current = clearances.filter(
    (row) =>
      row.status === 'APPROVED' &&
      (row.grantedOn === null || row.grantedOn <= to) &&
      (row.expiresOn === null || row.expiresOn >= to),
  ).length;

  const checkInCells = (rows: SeedCheckIn[]) => [
    count(rows.length),
    count(rows.filter((row) => row.housingStatus === 'STABLE').length),
    count(
      rows.filter((row) => row.employmentStatus !== null && EMPLOYED.includes(row.employmentStatus))
        .length,
    ),
    count(rows.filter((row) => row.returnedToCustody).length),
  ];
  const checkInColumns = ['Check-ins', 'Stable housing', 'Employed', 'Returned to custody'];
  const distributedCells = (rows: typeof distributed) => [
    count(totalOf(rows, (row) => row.quantity)),
    count(rows.length),
  ];
  const typesDistributed = [...new Set(distributed.map((row) => row.type))].sort();

  return {
    leftOutWithoutConsent: leftOut,
    sections: [
      {
        key: 'PROGRAMS',
        tables: [
          {
            title: 'Programs',
            columns: ['Figure', 'Value'],
            rows: [
              { label: 'Planned', cells: [programCounts(programs)[0]!] },
              { label: 'Held', cells: [programCounts(programs)[1]!] },
              { label: 'Attendees', cells: [programCounts(programs)[2]!] },
              { label: 'New attendees', cells: [programCounts(programs)[3]!] },
              {
                label: 'Approval rate (approved of those decided)',
                cells: [percent(approved, approved + denied)],
              },
              {
                label: 'Cancellation rate (cancelled of those planned)',
                cells: [percent(cancelled, programs.length)],
              },
            ],
          },
          {
            title: 'Programs by type',
            columns: ['Type', ...programColumns],
            rows: PROGRAM_TYPES.map((type) => ({
              label: enumLabel(type),
              cells: programCounts(programs.filter((row) => row.type === type)),
            })),
          },
          {
            title: 'Programs by facility',
            columns: ['Facility', ...programColumns],
            rows: facilitiesWithPrograms.map(({ id, name }) => ({
              label: name,
              cells: programCounts(programs.filter((row) => row.facilityId === id)),
            })),
          },
          {
            title: 'Programs by month',
            columns: ['Month', ...programColumns],
            rows: months.map((month) => ({
              label: monthName(month),
              cells: programCounts(programs.filter((row) => row.date.startsWith(month))),
            })),
          },
        ],
      },
      {
        key: 'VOLUNTEERS',
        tables: [
          {
            title: 'Volunteers',
            columns: ['Figure', 'Value'],
            rows: [
              {
                label: 'Active volunteers (today)',
                cells: [
                  count(
                    world.volunteers.filter(
                      (row) => row.status === 'ACTIVE' && here(row.facilityId),
                    ).length,
                  ),
                ],
              },
              {
                label: 'Volunteers who led a program held',
                cells: [count(new Set(programs.filter(held).map((row) => row.volunteerId)).size)],
              },
              { label: 'Volunteer hours', cells: [hours(heldHours(programs))] },
              { label: `Clearances current on ${to}`, cells: [count(current)] },
            ],
          },
          {
            title: 'Volunteer hours by month',
            columns: ['Month', 'Programs held', 'Hours'],
            rows: months.map((month) => {
              const mine = programs.filter((row) => row.date.startsWith(month));
              return {
                label: monthName(month),
                cells: [count(mine.filter(held).length), hours(heldHours(mine))],
              };
            }),
          },
          {
            title: 'Clearances by status (today)',
            columns: ['Status', 'Clearances'],
            rows: CLEARANCE_STATUSES.map((status) => ({
              label: enumLabel(status),
              cells: [count(clearances.filter((row) => row.status === status).length)],
            })),
          },
        ],
      },
      {
        key: 'CLIENTS',
        tables: [
          {
            title: 'Clients',
            columns: ['Figure', 'Value'],
            rows: [
              { label: 'Clients served', cells: [count(served.length)] },
              {
                label: 'New clients',
                cells: [
                  count(
                    served.filter(
                      (row) => from <= row.firstContactDate && row.firstContactDate <= to,
                    ).length,
                  ),
                ],
              },
              { label: 'Released', cells: [count(released.length)] },
            ],
          },
          {
            title: 'Clients served by location',
            columns: ['Location', 'Clients'],
            rows: [
              {
                label: 'In Custody',
                cells: [count(served.filter((row) => row.incarcerated).length)],
              },
              {
                label: 'In The Community',
                cells: [count(served.filter((row) => !row.incarcerated).length)],
              },
            ],
          },
          {
            title: 'Clients served by status',
            columns: ['Status', 'Clients'],
            rows: CLIENT_STATUSES.map((status) => ({
              label: enumLabel(status),
              cells: [count(served.filter((row) => row.status === status).length)],
            })),
          },
          {
            title: 'Releases by month',
            columns: ['Month', 'Released'],
            rows: months.map((month) => ({
              label: monthName(month),
              cells: [count(released.filter((row) => row.releaseDate!.startsWith(month)).length)],
            })),
          },
        ],
      },
      {
        key: 'RESOURCES',
        tables: [
          {
            title: 'Resources',
            columns: ['Figure', 'Value'],
            rows: [
              { label: 'Items distributed', cells: [distributedCells(distributed)[0]!] },
              { label: 'Requests fulfilled', cells: [distributedCells(distributed)[1]!] },
              {
                label: 'Materials to reorder (today)',
                cells: [
                  count(
                    world.resources.filter(
                      (row) =>
                        MATERIALS.includes(row.type) &&
                        ['LOW_STOCK', 'OUT_OF_STOCK'].includes(row.status) &&
                        here(row.facilityId),
                    ).length,
                  ),
                ],
              },
            ],
          },
          {
            title: 'Distributed by type',
            columns: ['Type', 'Items', 'Requests'],
            rows: typesDistributed.map((type) => ({
              label: enumLabel(type),
              cells: distributedCells(distributed.filter((row) => row.type === type)),
            })),
          },
          {
            title: 'Distributed by month',
            columns: ['Month', 'Items', 'Requests'],
            rows: months.map((month) => ({
              label: monthName(month),
              cells: distributedCells(distributed.filter((row) => row.month === month)),
            })),
          },
        ],
      },
      {
        key: 'INCIDENTS',
        tables: [
          {
            title: 'Incidents by type and status',
            columns: ['Type', 'Open', 'Under Review', 'Resolved', 'Closed', 'Total'],
            rows: INCIDENT_TYPES.map((type) => {
              const mine = incidents.filter((row) => row.type === type);
              return {
                label: enumLabel(type),
                cells: [
                  ...INCIDENT_STATUSES.map((status) =>
                    count(mine.filter((row) => row.status === status).length),
                  ),
                  count(mine.length),
                ],
              };
            }),
          },
        ],
      },
      {
        key: 'REENTRY_OUTCOMES',
        tables: [
          {
            title: 'Outcomes at each check-in',
            columns: ['Check-in', ...checkInColumns],
            rows: CHECK_INS.map(([point, label]) => ({
              label,
              cells: checkInCells(checkIns.filter((row) => row.checkpoint === point)),
            })),
          },
          {
            title: 'Check-ins by month',
            columns: ['Month', ...checkInColumns],
            rows: months.map((month) => ({
              label: monthName(month),
              cells: checkInCells(checkIns.filter((row) => row.heldOn.startsWith(month))),
            })),
          },
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// The API.

const REPORT = `query Report($from: String!, $to: String!, $facilityId: ID) {
  programmeReport(from: $from, to: $to, facilityId: $facilityId) {
    from to facilityId facilityName leftOutWithoutConsent
    sections { key title tables { title columns rows { label cells { value kind text } } } }
  }
}`;

/** Rates and hours as the database's arithmetic gives them, to a millionth. */
const rounded = (value: number | null) => (value === null ? null : Math.round(value * 1e6) / 1e6);

function comparable(report: Report): Report {
  return {
    leftOutWithoutConsent: report.leftOutWithoutConsent,
    sections: report.sections.map(({ key, tables }) => ({
      key,
      tables: tables.map(({ title, columns, rows }) => ({
        title,
        columns,
        rows: rows.map(({ label, cells }) => ({
          label,
          cells: cells.map(({ value, kind, text }) => ({ value: rounded(value), kind, text })),
        })),
      })),
    })),
  };
}

async function reportOf(caller: Caller, period: Period) {
  const result = await caller.run<{
    programmeReport: Report & { from: string; to: string; facilityName: string | null };
  }>(REPORT, { ...period });
  expect(result.errors).toEqual([]);
  return result.data!.programmeReport;
}

const cellsOf = (report: Report) =>
  report.sections.flatMap((section) =>
    section.tables.flatMap((table) => table.rows.flatMap((row) => row.cells)),
  );
const valueOf = (report: Report, key: string, title: string, label: string) =>
  report.sections
    .find((section) => section.key === key)!
    .tables.find((table) => table.title === title)!
    .rows.find((row) => row.label === label)!.cells[0]!.value;

/** The report's counts fall in each band of the small-number rule, several times over. */
function expectEveryBand(report: Report) {
  const counts = cellsOf(report).filter((cell) => cell.kind === 'COUNT');
  const band = (test: (value: number) => boolean) => counts.filter((cell) => test(cell.value!));
  expect(band((value) => value === 0).length).toBeGreaterThanOrEqual(5);
  expect(band((value) => value >= 1 && value <= 4).length).toBeGreaterThanOrEqual(5);
  expect(band((value) => value >= 5).length).toBeGreaterThanOrEqual(5);
  for (const cell of band((value) => value >= 1 && value <= 4))
    expect(cell.text).toBe('fewer than 5');
  for (const cell of band((value) => value === 0)) expect(cell.text).toBe('0');
  for (const cell of band((value) => value >= 5))
    expect(cell.text).toBe(cell.value!.toLocaleString('en-US'));
}

describe('the figures of a report', () => {
  it("count a year's records, all facilities, each cell written by the small-number rule", async () => {
    const world = await seedWorld();
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const period = yearPeriod(world.today);
    const report = await reportOf(admin, period);
    expect(report).toMatchObject({
      from: period.from,
      to: period.to,
      facilityId: null,
      facilityName: null,
    });
    expect(comparable(report)).toEqual(comparable(expectedReport(world, period)));
    expectEveryBand(report);
    // Programs ahead and cancelled are planned but not held; hours and rates are not counts.
    const planned = valueOf(report, 'PROGRAMS', 'Programs', 'Planned')!;
    expect(valueOf(report, 'PROGRAMS', 'Programs', 'Held')).toBeLessThan(planned);
    expect(report.leftOutWithoutConsent).toBeGreaterThanOrEqual(2);
  });

  it('narrowed to a facility count its programs, clients, distributions and incidents only', async () => {
    const world = await seedWorld();
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const period = facilityPeriod(world);
    const report = await reportOf(admin, period);
    expect(report).toMatchObject({
      facilityId: period.facilityId,
      facilityName: 'Northgate Prison',
    });
    expect(comparable(report)).toEqual(comparable(expectedReport(world, period)));
    expectEveryBand(report);
    // The narrowing is real: the whole programme over the same days counts more.
    const everywhere = await reportOf(admin, { ...period, facilityId: null });
    expect(comparable(everywhere)).toEqual(
      comparable(expectedReport(world, { ...period, facilityId: null })),
    );
    for (const [key, title, label] of [
      ['PROGRAMS', 'Programs', 'Planned'],
      ['CLIENTS', 'Clients', 'Clients served'],
      ['RESOURCES', 'Resources', 'Requests fulfilled'],
    ] as const) {
      expect(valueOf(everywhere, key, title, label)).toBeGreaterThan(
        valueOf(report, key, title, label)!,
      );
    }
  });
});

describe('a client without data-usage consent', () => {
  it('moves no client or outcome figure, and is counted as left out', async () => {
    const world = await seedWorld();
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const period = yearPeriod(world.today);
    const before = await reportOf(admin, period);

    const keyClient = world.clients.find((row) => row.id === world.keyClientId)!;
    await app.database.db
      .update(client)
      .set({ dataUsageConsent: false })
      .where(eq(client.id, keyClient.id));
    keyClient.dataUsageConsent = false;
    const after = await reportOf(admin, period);
    expect(comparable(after)).toEqual(comparable(expectedReport(world, period)));

    expect(after.leftOutWithoutConsent).toBe(before.leftOutWithoutConsent + 1);
    // Served, new, released and checked in once each: one less of each.
    for (const [key, title, label] of [
      ['CLIENTS', 'Clients', 'Clients served'],
      ['CLIENTS', 'Clients', 'New clients'],
      ['CLIENTS', 'Clients', 'Released'],
      ['REENTRY_OUTCOMES', 'Outcomes at each check-in', '30-day check-in'],
    ] as const) {
      expect(valueOf(after, key, title, label)).toBe(valueOf(before, key, title, label)! - 1);
    }
    const section = (report: Report, key: string) =>
      report.sections.find((item) => item.key === key);
    for (const key of ['PROGRAMS', 'VOLUNTEERS', 'RESOURCES', 'INCIDENTS']) {
      expect(section(after, key)).toEqual(section(before, key));
    }

    // More contacts and check-ins of theirs change nothing, the count of those left out included.
    await app.database.db.insert(contactLog).values({
      clientId: keyClient.id,
      volunteerId: world.volunteers[0]!.id,
      date: addDays(world.today, -2),
      kind: 'CALL',
    });
    await app.database.db.insert(reentryCheckIn).values({
      clientId: keyClient.id,
      checkpoint: 'DAY_90',
      releaseDate: keyClient.releaseDate,
      heldOn: addDays(world.today, -1),
      housingStatus: 'STABLE',
      employmentStatus: 'EMPLOYED_FULL_TIME',
    });
    expect(await reportOf(admin, period)).toEqual(after);
  });
});

describe("the overview's trends", () => {
  it('are the last 12 months of the same counts, exact', async () => {
    const world = await seedWorld();
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const result = await admin.run<{
      programmeTrends: {
        month: string;
        label: string;
        programsHeld: number;
        programsHeldByType: { type: string; count: number }[];
        attendees: number;
        newAttendees: number;
        volunteerHours: number;
        itemsDistributed: number;
        releases: number;
        checkIns: number;
        housedStably: number;
        employed: number;
        returnedToCustody: number;
      }[];
    }>(
      `query { programmeTrends { month label programsHeld programsHeldByType { type count } attendees
        newAttendees volunteerHours itemsDistributed releases checkIns housedStably employed returnedToCustody } }`,
    );
    expect(result.errors).toEqual([]);
    const trends = result.data!.programmeTrends;

    const period: Period = {
      from: monthStart(world.today, -11),
      to: world.today,
      facilityId: null,
    };
    const { programs, held, released, checkIns, distributed } = counted(world, period);
    const months = monthsOf(period.from, period.to);
    expect(months).toHaveLength(12);
    const expected = months.map((month) => {
      const mine = programs.filter((row) => held(row) && row.date.startsWith(month));
      const outcomes = checkIns.filter((row) => row.heldOn.startsWith(month));
      const byType = new Map<string, number>();
      for (const row of mine) byType.set(row.type, (byType.get(row.type) ?? 0) + 1);
      return {
        month,
        label: monthName(month),
        programsHeld: mine.length,
        programsHeldByType: [...byType]
          .map(([type, total]) => ({ type, count: total }))
          .sort((a, b) => a.type.localeCompare(b.type)),
        attendees: totalOf(mine, (row) => row.attendees),
        newAttendees: totalOf(mine, (row) => row.newAttendees),
        volunteerHours: Math.round((totalOf(mine, minutesOf) / 60) * 10) / 10,
        itemsDistributed: totalOf(
          distributed.filter((row) => row.month === month),
          (row) => row.quantity,
        ),
        releases: released.filter((row) => row.releaseDate!.startsWith(month)).length,
        checkIns: outcomes.length,
        housedStably: outcomes.filter((row) => row.housingStatus === 'STABLE').length,
        employed: outcomes.filter(
          (row) => row.employmentStatus !== null && EMPLOYED.includes(row.employmentStatus),
        ).length,
        returnedToCustody: outcomes.filter((row) => row.returnedToCustody).length,
      };
    });
    // Only the types held that month: one whose programs were all called off is not drawn.
    const actual = trends.map((month) => ({
      ...month,
      programsHeldByType: [...month.programsHeldByType].sort((a, b) =>
        a.type.localeCompare(b.type),
      ),
    }));
    expect(actual).toEqual(expected);
    // Exact, not written by the small-number rule: some months hold 1 to 4 of something.
    expect(trends.some((month) => month.programsHeld >= 1 && month.programsHeld <= 4)).toBe(true);
    expect(totalOf(trends, (month) => month.checkIns)).toBeGreaterThan(0);
    expect(totalOf(trends, (month) => month.itemsDistributed)).toBeGreaterThan(0);
  });
});

describe("a section's CSV file", () => {
  it('writes every row as the page does, "fewer than 5" where the page says it', async () => {
    const world = await seedWorld();
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const period = facilityPeriod(world);
    const page = await reportOf(admin, period);
    const result = await admin.run<{ exportProgrammeReport: { fileName: string; csv: string } }>(
      `query Export($from: String!, $to: String!, $facilityId: ID) {
        exportProgrammeReport(section: PROGRAMS, from: $from, to: $to, facilityId: $facilityId) { fileName csv }
      }`,
      { ...period },
    );
    expect(result.errors).toEqual([]);
    const records = parseCsv(result.data!.exportProgrammeReport.csv.replace(/^\uFEFF/, ''));
    const section = page.sections.find((item) => item.key === 'PROGRAMS')!;
    const pageRows = section.tables.flatMap((table) =>
      table.rows.map((row) => [row.label, ...row.cells.map((cell) => cell.text)]),
    );
    const small = pageRows.filter((row) => row.includes('fewer than 5'));
    expect(small.length).toBeGreaterThanOrEqual(3);
    for (const row of pageRows) expect(records).toContainEqual(row);
    // No exact small count slips into the file: "fewer than 5" as often as the page says it.
    const inFile = records.flat().filter((text) => text === 'fewer than 5').length;
    expect(inFile).toBe(pageRows.flat().filter((text) => text === 'fewer than 5').length);
    expect(records[0]).toEqual([`Programs, ${period.from} to ${period.to}, Northgate Prison`]);
    // The file says, as the page does, how many clients are left out for want of consent.
    const leftOut = counted(world, period).leftOut;
    expect(leftOut).toBeGreaterThanOrEqual(2);
    expect(page.leftOutWithoutConsent).toBe(leftOut);
    expect(records).toContainEqual([
      `${leftOut} clients without data-usage consent are left out of these figures.`,
    ]);
  });
});
