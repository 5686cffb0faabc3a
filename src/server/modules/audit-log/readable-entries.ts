/**
 * What makes a page of the trail readable by people (decision 095): each entry's record by its
 * name, and each id its changes mention by the name it had when the entry was written, never an
 * id. A schedule is its volunteer, facility and start; a sign-in account is its person.
 */
import { CONTACT_KINDS } from '../../../shared/domain/contact-log/contact-log.enums';
import { CONSENT_DECISIONS, CONSENT_KINDS } from '../../../shared/domain/client/client.enums';
import { consentDecisionText } from '../../../shared/domain/client/consent';
import { formatCalendarDate, formatMinutesOfDay } from '../../../shared/domain/common/dates';
import { wallTimeIn } from '../../../shared/domain/common/zoned-time';
import type { DbExecutor } from '../../db/client';
import type { FieldChanges } from '../../db/schema/audit';
import { snapshotsAtTheTime, type NameWanted } from './names-at-the-time';
import { referencedIds, referenceNames } from './reference-names';

export interface TrailEntry {
  id: number;
  actorId: string | null;
  actorName: string | null;
  recordType: string;
  recordId: string;
  changes: FieldChanges;
  snapshot: Record<string, unknown>;
}

export interface ReadableParts {
  /** How the record was called at that moment (name, title, e-mail), when it has one. */
  recordLabel: string | null;
  /** Names for the ids in the changes, as they were then (else as they are now). */
  references: { id: string; name: string }[];
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * A record's name as its own snapshot gives it: 'Amina [C-00012]', 'Amina Khan', a title, … and
 * for a contact log its kind and day ('Visit, 2026-11-20'), for a consent the decision and its day
 * ('Data-usage consent withdrawn, 2026-11-20').
 */
function ownLabel(recordType: string, snapshot: Record<string, unknown>): string | null {
  if (recordType === 'ClientConsent') {
    const kind = CONSENT_KINDS.find((known) => known === snapshot.kind);
    const decision = CONSENT_DECISIONS.find((known) => known === snapshot.decision);
    const day = text(snapshot.decidedOn);
    return kind && decision && day ? `${consentDecisionText(kind, decision)}, ${day}` : null;
  }
  if (recordType === 'ContactLog') {
    const kind = CONTACT_KINDS.find((known) => known === snapshot.kind);
    const day = text(snapshot.date);
    return kind && day ? `${kind[0]}${kind.slice(1).toLowerCase()}, ${day}` : null;
  }
  const preferred = text(snapshot.preferredName);
  if (preferred)
    return text(snapshot.clientId) ? `${preferred} [${text(snapshot.clientId)}]` : preferred;
  const person = [text(snapshot.firstName), text(snapshot.lastName)].filter(Boolean).join(' ');
  return person || text(snapshot.title) || text(snapshot.name) || text(snapshot.email);
}

/** The ids an entry's own name is made of: a schedule's volunteer and facility, an account's person. */
function labelIds(entry: TrailEntry): string[] {
  if (entry.recordType === 'Schedule') {
    return [text(entry.snapshot.volunteerId), text(entry.snapshot.facilityId)].filter(
      (id): id is string => id !== null,
    );
  }
  return entry.recordType === 'Account' ? [entry.recordId] : [];
}

/** 'Amina Khan at Valley State Prison, 2026-12-04 10:00' (the start in the programme's zone). */
function scheduleLabel(
  entry: TrailEntry,
  nameOf: (id: unknown) => string | null,
  timeZone: string,
) {
  const start = text(entry.snapshot.startTime);
  const instant = start ? new Date(start) : null;
  const wall = instant && !Number.isNaN(instant.getTime()) ? wallTimeIn(instant, timeZone) : null;
  const when = wall
    ? `${formatCalendarDate(wall)} ${formatMinutesOfDay(wall.hour * 60 + wall.minute)}`
    : null;
  const who = nameOf(entry.snapshot.volunteerId);
  const where = nameOf(entry.snapshot.facilityId);
  const what = [who, where].filter(Boolean).join(' at ');
  return [what || null, when].filter(Boolean).join(', ') || null;
}

function labelOf(
  entry: TrailEntry,
  nameOf: (id: unknown) => string | null,
  timeZone: string,
): string | null {
  if (entry.recordType === 'Schedule') return scheduleLabel(entry, nameOf, timeZone);
  if (entry.recordType === 'Account') {
    // The person the account is (their record's name then); one signing in names themselves.
    const own = entry.actorId === entry.recordId ? text(entry.actorName) : null;
    return nameOf(entry.recordId) ?? own ?? text(entry.snapshot.email);
  }
  return ownLabel(entry.recordType, entry.snapshot);
}

/** The readable parts of each entry of a page, in its order; two queries whatever its size. */
export async function readableEntries(
  db: DbExecutor,
  entries: TrailEntry[],
  timeZone: string,
): Promise<ReadableParts[]> {
  const wanted: NameWanted[] = entries.flatMap((entry) =>
    [...new Set([...referencedIds(entry.changes), ...labelIds(entry)])].map((recordId) => ({
      entryId: entry.id,
      recordId,
    })),
  );
  const [then, now] = await Promise.all([
    snapshotsAtTheTime(db, wanted),
    referenceNames(
      db,
      wanted.map((one) => one.recordId),
    ),
  ]);
  const namesThen = new Map<string, string>();
  for (const found of then) {
    const name = ownLabel(found.recordType, found.snapshot);
    if (name) namesThen.set(`${found.entryId} ${found.recordId}`, name);
  }
  return entries.map((entry) => {
    const nameOf = (id: unknown) =>
      typeof id === 'string' ? (namesThen.get(`${entry.id} ${id}`) ?? now.get(id) ?? null) : null;
    const references = referencedIds(entry.changes).flatMap((id) => {
      const name = nameOf(id);
      return name ? [{ id, name }] : [];
    });
    return { recordLabel: labelOf(entry, nameOf, timeZone), references };
  });
}
