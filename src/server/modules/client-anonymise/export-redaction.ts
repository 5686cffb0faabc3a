/**
 * The exports that searched for the person (decision 086). An EXPORT entry keeps the list's
 * search and filter, so that an auditor sees what was taken (decision 022): an export of "all
 * clients named Ardent-Whitlock" names the person long after their record was anonymised. It
 * is not in their trail (it concerns a list, record id '*'), so it is found by its text: each
 * text of its search, filter and list conditions that mentions the person is replaced by
 * "[anonymised]"; the rest of the entry (who, when, which list and file, which fields were
 * filtered on, with which operators, how many rows) stays.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { auditEntry } from '../../db/schema/audit';
import type { ClientRow } from '../../db/schema/client';

const REDACTED = '[anonymised]';

/** Shorter values (initials, "Al") would match too much of other people's searches. */
const SHORTEST_VALUE = 3;
/** A search for a part of a name ("Whitl") is taken as one for the name from this length. */
const SHORTEST_FRAGMENT = 4;
/** A telephone number is compared by its digits from this many. */
const SHORTEST_DIGITS = 6;

interface PersonValues {
  /** Whole values: a text containing one of them mentions the person. */
  values: string[];
  /** The words of their names: a text with one of them as a word mentions the person. */
  nameWords: string[];
  /** Values a search may have taken a part of: names, client number, e-mail, telephone. */
  searchable: string[];
  /** The digits of their telephone number. */
  phoneDigits: string | null;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * What identifies the client `row` (as it was before anonymising): the values anonymisation
 * removes, less the lists many people share (language, programs attended), and dates other than
 * the conversion date (a filter on a day concerns everyone of that day).
 */
function personValues(row: ClientRow): PersonValues {
  const names = [row.firstName, row.lastName, row.preferredName].filter(
    (name): name is string => !!name,
  );
  const searchable = [
    ...names,
    row.clientId,
    row.inmateNumber,
    row.email,
    row.contactNumber,
  ].filter((value): value is string => !!value && value.trim().length >= SHORTEST_VALUE);
  const values = [
    ...searchable,
    row.currentAddress,
    row.conversionDate,
    row.notes,
    row.specialNeeds,
    row.accommodations,
    row.housingUnit,
    ...row.communitySupport,
    ...row.interestAreas,
  ]
    .filter((value): value is string => !!value && value.trim().length >= SHORTEST_VALUE)
    .map((value) => value.trim().toLowerCase());
  const phone = row.contactNumber ? digitsOf(row.contactNumber) : '';
  return {
    values: [...new Set(values)],
    nameWords: [...new Set(names.flatMap(words))].filter((word) => word.length >= SHORTEST_VALUE),
    searchable: searchable.map((value) => value.trim().toLowerCase()),
    phoneDigits: phone.length >= SHORTEST_DIGITS ? phone : null,
  };
}

/** Whether `text` (a search, a filter's value) mentions the person. */
function mentions(text: string, person: PersonValues): boolean {
  const lower = text.trim().toLowerCase();
  if (lower.length === 0) return false;
  if (person.values.some((value) => lower.includes(value))) return true;
  const textWords = words(lower);
  if (person.nameWords.some((word) => textWords.includes(word))) return true;
  if (lower.length >= SHORTEST_FRAGMENT && person.searchable.some((value) => value.includes(lower)))
    return true;
  // A national number's leading 0 stands for the country code the stored one may carry.
  const digits = digitsOf(lower).replace(/^0+/, '');
  return (
    person.phoneDigits !== null &&
    digits.length >= SHORTEST_DIGITS &&
    (person.phoneDigits.includes(digits) || digits.includes(person.phoneDigits))
  );
}

/** `value` with each text that mentions the person replaced; the same object when none does. */
function redacted(value: unknown, person: PersonValues): unknown {
  if (typeof value === 'string') return mentions(value, person) ? REDACTED : value;
  if (Array.isArray(value)) {
    const items = value.map((item) => redacted(item, person));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => [key, redacted(item, person)]);
    const changed = entries.some(
      ([key, item]) => item !== (value as Record<string, unknown>)[key as string],
    );
    return changed ? Object.fromEntries(entries) : value;
  }
  return value;
}

/** The parts of an EXPORT entry's snapshot that hold what the person taking it typed. */
const TYPED = ['search', 'filter', 'conditions'] as const;

/** The snapshot with its typed parts redacted; the same object when nothing mentions them. */
function redactedSnapshot(
  snapshot: Record<string, unknown>,
  person: PersonValues,
): Record<string, unknown> {
  const typed = TYPED.filter((key) => key in snapshot);
  const after = Object.fromEntries(typed.map((key) => [key, redacted(snapshot[key], person)]));
  return typed.some((key) => after[key] !== snapshot[key]) ? { ...snapshot, ...after } : snapshot;
}

/**
 * Redacts every EXPORT entry that mentions the person. Read whole and compared here, not in
 * SQL: the database's case folding is its locale's, and the entries are few (one per file
 * taken). Answers how many were changed.
 */
export async function redactExports(db: DbExecutor, row: ClientRow): Promise<number> {
  const person = personValues(row);
  const entries = await db
    .select({ id: auditEntry.id, snapshot: auditEntry.snapshot })
    .from(auditEntry)
    .where(eq(auditEntry.action, 'EXPORT'));
  let changed = 0;
  for (const entry of entries) {
    const after = redactedSnapshot(entry.snapshot, person);
    if (after === entry.snapshot) continue;
    await db
      .update(auditEntry)
      .set({ snapshot: sql`${JSON.stringify(after)}::jsonb` })
      .where(eq(auditEntry.id, entry.id));
    changed += 1;
  }
  return changed;
}
