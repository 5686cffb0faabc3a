/**
 * The clients of the report-figures world (world.ts), with their contacts and check-ins after
 * release, and the key client whose edge cases the figures turn on. Drawn from the world's own
 * generator, in the world's order, so the data set stays as it was.
 */
import crypto from 'node:crypto';
import { addDays } from '../../../src/shared/domain/common/calendar';
import { CLIENT_STATUSES } from '../../../src/shared/domain/client/client.enums';
import type { Database } from '../../../src/server/db/client';
import { client } from '../../../src/server/db/schema/client';
import { contactLog } from '../../../src/server/db/schema/contact-log';
import { reentryCheckIn } from '../../../src/server/db/schema/reentry-check-in';
import type { generator, SeedCheckIn, SeedClient, World } from './world-shape';

/** What the clients are drawn with: the world's generator, its today, days and people. */
export interface ClientDraw {
  random: ReturnType<typeof generator>;
  today: string;
  year: { from: string; to: string };
  /** The busiest facility. */
  f1: string;
  someFacility: () => string;
  someDay: () => string;
  edges: string[];
  volunteers: World['volunteers'];
}

/** Stores the world's clients, their contacts and check-ins; returns them as seeded. */
export async function seedClients(db: Database, draw: ClientDraw) {
  const { random, today, year, f1, someFacility, someDay, edges, volunteers } = draw;
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
  return { clients, contacts, checkIns, keyClient };
}
