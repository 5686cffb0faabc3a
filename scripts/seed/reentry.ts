/**
 * The demo's contacts and life after release (issue 36: the Reports page and the overview's
 * trends need them): about half the clients in the community were released in the last 14
 * months, with the check-ins at 30, 90 and 180 days that have come (most recorded); clients with
 * a volunteer have up to three logged contacts in the last year. Drawn from a generator of its
 * own, so the rest of the demo stays as it was.
 */
import type { client } from '../../src/server/db/schema/client';
import type { contactLog } from '../../src/server/db/schema/contact-log';
import type { reentryCheckIn } from '../../src/server/db/schema/reentry-check-in';
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

/** Gives released clients their release dates (in place) and returns their contacts and check-ins. */
export function generateReentryData(
  clients: Insert<typeof client>[],
  today: string,
): { contactLogs: Insert<typeof contactLog>[]; checkIns: Insert<typeof reentryCheckIn>[] } {
  const random = new Random(20261129);
  const contactLogs: Insert<typeof contactLog>[] = [];
  const checkIns: Insert<typeof reentryCheckIn>[] = [];
  clients.forEach((row, index) => {
    if (row.assignedVolunteerId) {
      for (let count = random.int(0, 3), number = 0; number < count; number += 1) {
        contactLogs.push({
          id: stableUuid(`contact-${index}-${number}`),
          clientId: row.id!,
          volunteerId: row.assignedVolunteerId,
          date: shiftDate(today, -random.int(0, 365)),
          kind: random.pick(CONTACT_KINDS),
          notes: random.pick(NOTES),
        });
      }
    }
    if (row.incarcerated || !random.chance(0.5)) return;
    const released = shiftDate(today, -random.int(5, 420));
    row.releaseDate = released;
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
  return { contactLogs, checkIns };
}
