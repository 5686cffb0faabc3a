/**
 * One timeline per client (product.md §3.3.3): what happened to and with the person, in date order,
 * from the records that already hold it: contacts, programs attended (as recorded on the client),
 * plan steps done, check-ins after release, and the changes of status and of where they live that
 * the client's audit trail keeps. Nothing is stored twice: the timeline is read.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { enumLabel } from '../../../shared/domain/common/labels';
import { todayIn } from '../../../shared/domain/common/calendar';
import { checkInLabel } from '../../../shared/domain/reentry/check-ins';
import { isStaff, type Viewer } from '../../auth/viewer';
import type { DbExecutor } from '../../db/client';
import { findRecord } from '../../db/records';
import { auditEntry, type FieldChanges } from '../../db/schema/audit';
import type { ClientRow } from '../../db/schema/client';
import { contactLog } from '../../db/schema/contact-log';
import { reentryCheckIn } from '../../db/schema/reentry-check-in';
import { reentryStep } from '../../db/schema/reentry-step';
import { AppError } from '../../errors';
import { RecordNames } from '../../export/record-names';
import { clientRecord, isOwnClient } from '../client/client.service';

export const TIMELINE_KINDS = [
  'FIRST_CONTACT',
  'CONTACT',
  'PROGRAM',
  'STEP_DONE',
  'CHECK_IN',
  'STATUS',
  'LOCATION',
] as const;
type TimelineKind = (typeof TIMELINE_KINDS)[number];

export interface TimelineEvent {
  /** 'YYYY-MM-DD' in the programme's time zone. */
  day: string;
  /** When it was recorded: the order of one day's events. */
  at: Date;
  kind: TimelineKind;
  title: string;
  detail: string | null;
}

/** An enumeration value as the pages write it ('FOLLOW_UP' → 'Follow Up'). */
const words = (value: unknown) => (typeof value === 'string' ? enumLabel(value) : '');

/** The client's own changes that the timeline tells: status, where they live, programs. */
function changeEvents(
  day: string,
  at: Date,
  changes: FieldChanges,
  facilityName: (id: unknown) => string,
  after: Record<string, unknown>,
  returnDay: (releaseDate: unknown) => string | null,
): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  const { status, incarcerated, facilityId, programsAttended } = changes;
  if (status) {
    events.push({
      day,
      at,
      kind: 'STATUS',
      title: `Status: ${words(status.after)}`,
      detail: status.before ? `Was ${words(status.before)}` : null,
    });
  }
  if (incarcerated && incarcerated.after === false) {
    const released = typeof after.releaseDate === 'string' ? after.releaseDate : null;
    events.push({
      // The day they were released, when the record says it; else the day it was recorded.
      day: released && released <= day ? released : day,
      at,
      kind: 'LOCATION',
      title: 'Released to the community',
      detail: typeof after.currentAddress === 'string' ? after.currentAddress : null,
    });
  } else if (incarcerated && incarcerated.after === true) {
    events.push({
      // A check-in that recorded the return dates it on the day it was held, not the day typed.
      day: returnDay(changes.releaseDate?.before) ?? day,
      at,
      kind: 'LOCATION',
      title: `Back in custody${after.facilityId ? ` at ${facilityName(after.facilityId)}` : ''}`,
      detail: null,
    });
  } else if (facilityId && facilityId.after && after.incarcerated === true) {
    events.push({
      day,
      at,
      kind: 'LOCATION',
      title: `Moved to ${facilityName(facilityId.after)}`,
      detail: facilityId.before ? `From ${facilityName(facilityId.before)}` : null,
    });
  }
  if (programsAttended) {
    const before = new Set((programsAttended.before as string[] | null) ?? []);
    for (const program of (programsAttended.after as string[] | null) ?? []) {
      if (!before.has(program)) {
        events.push({ day, at, kind: 'PROGRAM', title: `Attended ${program}`, detail: null });
      }
    }
  }
  return events;
}

async function readableClient(db: DbExecutor, viewer: Viewer, clientId: string) {
  const found = await findRecord(db, clientRecord, clientId);
  if (!found || !(isStaff(viewer) || isOwnClient(viewer, found))) {
    throw new AppError('NOT_FOUND', 'Client not found');
  }
  return found;
}

/** The client's timeline, latest first. */
export async function clientTimeline(
  db: DbExecutor,
  viewer: Viewer,
  clientId: string,
  timeZone: string,
): Promise<TimelineEvent[]> {
  const client: ClientRow = await readableClient(db, viewer, clientId);
  const [contacts, steps, checkIns, changes] = [
    await db
      .select({
        date: contactLog.date,
        kind: contactLog.kind,
        notes: contactLog.notes,
        at: contactLog.createdAt,
      })
      .from(contactLog)
      .where(eq(contactLog.clientId, client.id)),
    await db
      .select({ title: reentryStep.title, doneOn: reentryStep.doneOn, at: reentryStep.updatedAt })
      .from(reentryStep)
      .where(
        and(
          eq(reentryStep.clientId, client.id),
          eq(reentryStep.status, 'DONE'),
          isNotNull(reentryStep.doneOn),
        ),
      ),
    await db.select().from(reentryCheckIn).where(eq(reentryCheckIn.clientId, client.id)),
    await db
      .select({
        occurredAt: auditEntry.occurredAt,
        changes: auditEntry.changes,
        snapshot: auditEntry.snapshot,
      })
      .from(auditEntry)
      .where(
        and(
          eq(auditEntry.recordType, 'Client'),
          eq(auditEntry.recordId, client.id),
          eq(auditEntry.action, 'UPDATE'),
        ),
      )
      .orderBy(asc(auditEntry.id)),
  ];
  const facilityIds = new Set<string>();
  for (const change of changes) {
    for (const value of [change.snapshot.facilityId, change.changes.facilityId?.before]) {
      if (typeof value === 'string') facilityIds.add(value);
    }
  }
  for (const checkIn of checkIns) if (checkIn.facilityId) facilityIds.add(checkIn.facilityId);
  // The names the exports use, read in one query.
  const names = new RecordNames(db);
  await names.load('facility', facilityIds);
  const facilityName = (id: unknown) =>
    names.nameOf('facility', String(id)) || 'a facility no longer listed';
  // The check-in that moved the client back follows the release the change cleared (each
  // check-in is recorded once per release, product.md §3.3.2).
  const returnDay = (releaseDate: unknown) =>
    checkIns.find((checkIn) => checkIn.returnedToCustody && checkIn.releaseDate === releaseDate)
      ?.heldOn ?? null;

  const events: TimelineEvent[] = [
    {
      day: client.firstContactDate,
      at: client.createdAt,
      kind: 'FIRST_CONTACT',
      title: 'First contact',
      detail: null,
    },
    ...contacts.map((contact) => ({
      day: contact.date,
      at: contact.at,
      kind: 'CONTACT' as const,
      title: `Contact: ${words(contact.kind)}`,
      detail: contact.notes,
    })),
    ...steps.map((step) => ({
      day: step.doneOn!,
      at: step.at,
      kind: 'STEP_DONE' as const,
      title: `Reentry step done: ${step.title}`,
      detail: null,
    })),
    ...checkIns.map((checkIn) => ({
      day: checkIn.heldOn,
      at: checkIn.createdAt,
      kind: 'CHECK_IN' as const,
      title: `${checkInLabel(checkIn.checkpoint)}${checkIn.returnedToCustody ? ': returned to custody' : ''}`,
      detail:
        [
          checkIn.housingStatus ? `Housing: ${words(checkIn.housingStatus)}` : null,
          checkIn.employmentStatus ? `Employment: ${words(checkIn.employmentStatus)}` : null,
          checkIn.facilityId ? `At ${facilityName(checkIn.facilityId)}` : null,
          checkIn.notes,
        ]
          .filter(Boolean)
          .join(' · ') || null,
    })),
    ...changes.flatMap((change) =>
      changeEvents(
        todayIn(timeZone, change.occurredAt),
        change.occurredAt,
        change.changes,
        facilityName,
        change.snapshot,
        returnDay,
      ),
    ),
  ];
  // The latest day first; in a day, the latest recorded first (written in one transaction, the
  // later in the list above first: a return to custody after the check-in that records it).
  return events
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) =>
        b.event.day.localeCompare(a.event.day) ||
        b.event.at.getTime() - a.event.at.getTime() ||
        b.index - a.index,
    )
    .map(({ event }) => event);
}
