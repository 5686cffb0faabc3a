/**
 * The demo's contacts and life after release (the Reports page and the overview's trends need them,
 * product.md §2.11 and §2.4): about half the clients in the community were released in the last 14
 * months, with the check-ins at 30, 90 and 180 days that have come (most recorded); clients with a
 * volunteer have up to three logged contacts in the last year, none before their first contact.
 * Clients released lately or soon have the default reentry plan, its past steps mostly done and
 * some overdue (docs/decisions/098-a-demo-that-shows-the-product.md). Every client's consents to be
 * served and to the use of their data are recorded, on the day of their first contact. Drawn from a
 * generator of its own, so the rest of the demo stays as it was.
 */
import type { client } from '../../src/server/db/schema/client';
import type { contactLog } from '../../src/server/db/schema/contact-log';
import type { reentryCheckIn } from '../../src/server/db/schema/reentry-check-in';
import type { reentryStep } from '../../src/server/db/schema/reentry-step';
import type { clientConsent } from '../../src/server/db/schema/client-consent';
import { CONSENT_KINDS } from '../../src/shared/domain/client/client.enums';
import { DEFAULT_REENTRY_STEPS } from '../../src/shared/domain/reentry/default-plan';
import { EMPLOYMENT_STATUSES, HOUSING_STATUSES } from '../../src/shared/domain/client/client.enums';
import { CONTACT_KINDS } from '../../src/shared/domain/contact-log/contact-log.enums';
import { CHECK_IN_DAYS } from '../../src/shared/domain/reentry/check-ins';
import { CHECK_IN_POINTS } from '../../src/shared/domain/reentry/reentry.enums';
import { Random, shiftDate, stableUuid } from './random';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

const NOTES = [
  'Talked about family and plans for the week.',
  'Brought study materials; asked for a Quran in Arabic and English.',
  'Discussed job search and a CV workshop.',
  'Checked in by phone; doing well.',
];

export interface DemoReentryData {
  consents: Insert<typeof clientConsent>[];
  contactLogs: Insert<typeof contactLog>[];
  reentrySteps: Insert<typeof reentryStep>[];
  checkIns: Insert<typeof reentryCheckIn>[];
}

/** How far around its release a client's plan is in the demo: from 200 days after to 120 before. */
const PLANNED_FROM = -200;
const PLANNED_UNTIL = 120;

/**
 * The default plan for a client released on `released`: a step whose day has passed is done
 * (on its day or a few days after) four times in five, else still open, so overdue.
 */
function planSteps(
  random: Random,
  row: Insert<typeof client>,
  index: number,
  released: string,
  today: string,
): Insert<typeof reentryStep>[] {
  return DEFAULT_REENTRY_STEPS.map((step, number) => {
    const due = step.offsetDays === null ? null : shiftDate(released, step.offsetDays);
    const done = (due === null || due < today) && random.chance(0.8);
    const doneOn = due === null ? today : shiftDate(due, random.int(0, 5));
    return {
      id: stableUuid(`reentry-step-${index}-${number}`),
      clientId: row.id!,
      title: step.title,
      offsetDays: step.offsetDays,
      ownerId: row.assignedVolunteerId ?? null,
      status: done ? 'DONE' : 'OPEN',
      doneOn: done ? (doneOn > today ? today : doneOn) : null,
    };
  });
}

/** Gives released clients their release dates (in place) and returns what follows from them. */
export function generateReentryData(
  clients: Insert<typeof client>[],
  today: string,
): DemoReentryData {
  const random = new Random(20261129);
  const consents: Insert<typeof clientConsent>[] = [];
  const contactLogs: Insert<typeof contactLog>[] = [];
  const reentrySteps: Insert<typeof reentryStep>[] = [];
  const checkIns: Insert<typeof reentryCheckIn>[] = [];
  const plan = (row: Insert<typeof client>, index: number, released: string) => {
    const days = Math.round(
      (Date.parse(`${released}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000,
    );
    if (days >= PLANNED_FROM && days <= PLANNED_UNTIL)
      reentrySteps.push(...planSteps(random, row, index, released, today));
  };
  clients.forEach((row, index) => {
    const firstContact = row.firstContactDate ?? today;
    for (const kind of CONSENT_KINDS)
      consents.push({
        id: stableUuid(`consent-${index}-${kind}`),
        clientId: row.id!,
        kind,
        decision: 'GIVEN',
        decidedOn: firstContact,
        method: 'FORM',
      });
    if (row.assignedVolunteerId) {
      for (let count = random.int(0, 3), number = 0; number < count; number += 1) {
        contactLogs.push({
          id: stableUuid(`contact-${index}-${number}`),
          clientId: row.id!,
          volunteerId: row.assignedVolunteerId,
          date: latest(shiftDate(today, -random.int(0, 365)), firstContact),
          kind: random.pick(CONTACT_KINDS),
          notes: random.pick(NOTES),
        });
      }
    }
    if (row.incarcerated) {
      if (row.releaseDate) plan(row, index, row.releaseDate);
      return;
    }
    if (!random.chance(0.5)) return;
    const released = shiftDate(today, -random.int(5, 420));
    row.releaseDate = released;
    plan(row, index, released);
    for (const checkpoint of CHECK_IN_POINTS) {
      const due = shiftDate(released, CHECK_IN_DAYS[checkpoint]);
      if (due > today || !random.chance(0.8)) continue;
      const heldOn = shiftDate(due, random.int(0, 10));
      checkIns.push({
        id: stableUuid(`check-in-${index}-${checkpoint}`),
        clientId: row.id!,
        checkpoint,
        releaseDate: released,
        heldOn: heldOn > today ? today : heldOn,
        housingStatus: random.chance(0.6) ? 'STABLE' : random.pick(HOUSING_STATUSES),
        employmentStatus: random.pick(EMPLOYMENT_STATUSES),
        communitySupport: random.chance(0.5) ? ['Masjid'] : [],
        notes: null,
      });
    }
  });
  return { consents, contactLogs, reentrySteps, checkIns };
}

const latest = (one: string, other: string) => (one > other ? one : other);
