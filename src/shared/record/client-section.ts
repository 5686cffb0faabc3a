/**
 * How a record kept beside a client shows in the client's details and on their volunteer's
 * contact card, declared with its type (decision 115): a new type kept beside a client gets its
 * section, its cards, its form and its access in the web app from its declaration alone
 * (web/components/records/declared/DeclaredClientSection.tsx).
 */

/** A record as the section reads it: the declared fields, its id and, when due from the release, its due day. */
export type SectionRecord = Record<string, unknown> & { id: string; dueOn?: string | null };

export interface ClientSection<FieldName extends string> {
  /** The section's heading ('Papers'). */
  title: string;
  /** Said when the client has none yet ('No papers listed yet.'). */
  empty: string;
  /** The field that names a record: its card's heading and its buttons' names. */
  titleField: FieldName;
  /** The fields on the card's line, in order, worded as the details word them. */
  lineFields: readonly FieldName[];
  /** Days on the card's line after the fields, each with its word ('Received 3 Mar 2026'). */
  dayLines?: readonly { field: FieldName | 'dueOn'; word: string }[];
  /** The cards' order; as added when absent. */
  order?: (a: SectionRecord, b: SectionRecord) => number;
  /** A line above the cards that sums them up ('2 of 6 in hand'). */
  summary?: (records: readonly SectionRecord[]) => string;
  /** Marked "Overdue": still to do after its due day (a type due from the release). */
  overdue?: (record: SectionRecord, today: string) => boolean;
}

/**
 * A client's list of these starts as a copy of the programme's default list (the papers from the
 * default checklist), in one transaction, each record audited: the API's `mutation`, given the
 * client's id, allowed by the permission table's `<type>.<permission>`; the section's button.
 */
export interface DefaultListStart<FieldName extends string> {
  /** The default list's type name (a declaration with startsWithDefaultRows). */
  defaults: string;
  /** The default list's order when copied: by this field, those without last, then as added. */
  orderBy: string;
  /** A client's record from a row of the default list. */
  copy: (row: Record<string, unknown>) => Partial<Record<FieldName, unknown>>;
  mutation: string;
  permission: string;
  /** The mutation's description in the API. */
  description: string;
  refusedWhenStarted: string;
  refusedWhenEmpty: string;
  /** The section's button, its notice once done, and the title of a refusal. */
  label: string;
  done: string;
  failed: string;
}

/**
 * How a programme's default list (a declaration with startsWithDefaultRows) shows on the page
 * that keeps it (the Reentry Plan page), drawn from the declaration
 * (web/components/records/declared/DeclaredDefaultList.tsx).
 */
export interface DefaultListSection<FieldName extends string> {
  /** Its heading ('Default Papers Checklist'). */
  title: string;
  /** What it is for, under the heading. */
  intro: string;
  /** Said when it has none. */
  empty: string;
  titleField: FieldName;
  lineFields: readonly FieldName[];
  order?: (a: SectionRecord, b: SectionRecord) => number;
}

/**
 * What the client's volunteer may change of a record kept in the client's plan: the server
 * refuses any other field with `refused`; the form shows the others locked, saying `locked`.
 */
export interface VolunteerChanges<FieldName extends string> {
  fields: readonly FieldName[];
  refused: string;
  locked: string;
}
