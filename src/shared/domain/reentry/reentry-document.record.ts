/**
 * A client's identity and release papers (product.md §3.3.9), declared once: which document,
 * where it stands (needed, requested, in hand, not needed), where it is kept, when it was asked
 * for and received, whose name is on it. Lacking an ID is the first barrier after release, so a
 * client's papers are a checklist of their reentry plan: it starts as a copy of the programme's
 * default checklist, each document due relative to the release date like the plan's steps
 * (due-dates.ts). How to add a record type: docs/adding-a-record-type.md.
 */
import { optionalDate } from '../common/dates';
import { optionalChoice } from '../common/fields';
import { optionalText, requiredChoice, requiredText } from '../common/text';
import type { SectionRecord } from '../../record/client-section';
import { defineRecord } from '../../record/define-record';
import { choice, date, reference, text } from '../../record/field';
import { byDueDay } from './due-dates';
import { offsetDaysField } from './reentry-step.record';

const DOCUMENT_KINDS = [
  'STATE_ID',
  'DRIVERS_LICENCE',
  'SOCIAL_SECURITY_CARD',
  'BIRTH_CERTIFICATE',
  'HEALTH_INSURANCE_CARD',
  'RELEASE_PAPERS',
  'PROOF_OF_ADDRESS',
  'OTHER',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The documents that prove who someone is: what "released with an ID" counts. */
export const IDENTITY_DOCUMENTS: readonly DocumentKind[] = ['STATE_ID', 'DRIVERS_LICENCE'];

const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  STATE_ID: 'State ID',
  DRIVERS_LICENCE: "Driver's licence",
  SOCIAL_SECURITY_CARD: 'Social Security card',
  BIRTH_CERTIFICATE: 'Birth certificate',
  HEALTH_INSURANCE_CARD: 'Health insurance card',
  RELEASE_PAPERS: 'Release or discharge papers',
  PROOF_OF_ADDRESS: 'Proof of address',
  OTHER: 'Other',
};

const DOCUMENT_STATUSES = ['NEEDED', 'REQUESTED', 'IN_HAND', 'NOT_NEEDED'] as const;

export const DOCUMENT_PLACES = ['WITH_CLIENT', 'PROGRAMME_COPY', 'FACILITY_PROPERTY'] as const;

const DOCUMENT_PLACE_LABELS: Record<(typeof DOCUMENT_PLACES)[number], string> = {
  WITH_CLIENT: 'With the client',
  PROGRAMME_COPY: 'Copy held by the programme',
  FACILITY_PROPERTY: 'In facility property',
};

const documentKindLabel = (value: string) => DOCUMENT_KIND_LABELS[value as DocumentKind] ?? value;

const REENTRY_DOCUMENT_MESSAGES = {
  clientId: 'Client is required',
  document: 'Choose which document',
  status: 'Document status is required',
  keptAt: 'Where it is kept is not one of the choices',
} as const;

const documentField = () =>
  choice(
    'DocumentKind',
    DOCUMENT_KINDS,
    requiredChoice(DOCUMENT_KINDS, REENTRY_DOCUMENT_MESSAGES.document),
    { label: 'Document', choiceLabel: documentKindLabel },
  );

const PAPER_LAYOUT = [
  'document',
  'status',
  'keptAt',
  'offsetDays',
  'requestedOn',
  'receivedOn',
  'nameOnDocument',
  'notes',
] as const;

export const reentryDocumentDeclaration = defineRecord({
  typeName: 'ReentryDocument',
  pluralName: 'ReentryDocuments',
  csvFileName: 'documents',
  csvImport: {
    name: 'document',
    plural: 'papers',
    sample: {
      clientId: 'C-00001',
      document: 'State ID',
      status: 'Requested',
      keptAt: 'Copy held by the programme',
      offsetDays: '-60',
      requestedOn: '2026-01-15',
    },
    // A client's papers list each document once (a second State ID is a second row by mistake).
    sameRecordWhen: [
      {
        // The document first: a row naming none is not a second of anything.
        fields: ['document', 'clientId'],
        inFile: 'Same client and document',
        inDatabase: 'This client already has this document listed',
      },
    ],
  },
  noun: 'document',
  dueFromRelease: true,
  // A client's checklist is read by client and document.
  table: { indexes: [{ name: 'client', on: ['clientId', 'document'] }] },
  clientSection: {
    title: 'Papers',
    empty: 'No papers listed yet.',
    titleField: 'document',
    lineFields: ['status', 'keptAt'],
    dayLines: [
      { field: 'dueOn', word: 'Due' },
      { field: 'receivedOn', word: 'Received' },
    ],
    order: (a, b) => byDueDayThenDocument(asPaper(a), asPaper(b)),
    summary: (papers) => papersInHandText(papers.map(asPaper)),
    overdue: (paper, today) => paperOverdue(asPaper(paper), paper.dueOn ?? null, today),
  },
  startsFrom: {
    defaults: 'ReentryDocumentTemplate',
    orderBy: 'offsetDays',
    copy: (row) => ({ document: row.document, offsetDays: row.offsetDays, status: 'NEEDED' }),
    mutation: 'startDocumentChecklist',
    permission: 'startChecklist',
    description:
      "Lists a client's papers as a copy of the default checklist, each still needed; refused when the client has papers listed",
    refusedWhenStarted: 'This client already has a list of papers',
    refusedWhenEmpty: 'The default checklist has no documents: add some on the Reentry page first',
    label: 'Add Papers Checklist',
    done: 'Papers checklist added',
    failed: 'Failed to add the checklist.',
  },
  // The day asked for or received, when the status first says so and no day is given.
  onSave: (values, today) => ({
    ...values,
    requestedOn: values.requestedOn ?? (values.status === 'REQUESTED' ? today : null),
    receivedOn: values.receivedOn ?? (values.status === 'IN_HAND' ? today : null),
  }),
  volunteerChanges: {
    fields: ['status', 'keptAt', 'requestedOn', 'receivedOn', 'nameOnDocument', 'notes'],
    refused:
      "Volunteers can change only a document's status, where it is kept, its dates and notes",
    locked: 'Admins change this',
  },
  clientFile: {
    key: 'papers',
    title: 'Papers',
    columns: ['document', 'status', 'keptAt', 'receivedOn', 'notes'],
    orderBy: ['createdAt'],
  },
  description: "One of a client's identity or release papers: which, its status, where kept, dates",
  fields: {
    clientId: reference('client', requiredText(REENTRY_DOCUMENT_MESSAGES.clientId, 100), {
      label: 'Client',
      description: 'The client (Client.id)',
      changeable: false,
      // Kept from the client's file: the client is given, not chosen, and not repeated.
      form: false,
      details: false,
      anonymise: 'keep',
    }),
    document: { ...documentField(), anonymise: 'keep' },
    status: choice(
      'DocumentStatus',
      DOCUMENT_STATUSES,
      requiredChoice(DOCUMENT_STATUSES, REENTRY_DOCUMENT_MESSAGES.status),
      { label: 'Status', default: 'NEEDED', anonymise: 'keep' },
    ),
    keptAt: choice(
      'DocumentPlace',
      DOCUMENT_PLACES,
      optionalChoice(DOCUMENT_PLACES, REENTRY_DOCUMENT_MESSAGES.keptAt),
      {
        label: 'Where It Is Kept',
        choiceLabel: (value) =>
          DOCUMENT_PLACE_LABELS[value as (typeof DOCUMENT_PLACES)[number]] ?? value,
        anonymise: 'keep',
      },
    ),
    offsetDays: { ...offsetDaysField(), anonymise: 'keep' },
    requestedOn: date(optionalDate(), { label: 'Requested On', anonymise: 'coarsen' }),
    receivedOn: date(optionalDate(), { label: 'Received On', anonymise: 'coarsen' }),
    nameOnDocument: text(optionalText(200), {
      label: 'Name on Document',
      description: 'The name as the document gives it, when it differs from the client record',
      anonymise: 'remove',
    }),
    notes: text(optionalText(), {
      label: 'Notes',
      form: { input: 'textarea', wide: true },
      anonymise: 'remove',
    }),
  },
  // The form and the details the same: every field but the client, whose file they are on.
  form: [{ fields: PAPER_LAYOUT }],
  details: [{ fields: PAPER_LAYOUT }],
});

/** A document of the programme's default checklist, which a client's papers start from. */
export const reentryDocumentTemplateDeclaration = defineRecord({
  typeName: 'ReentryDocumentTemplate',
  pluralName: 'ReentryDocumentTemplates',
  noun: 'checklist document',
  startsWithDefaultRows: true,
  defaultListSection: {
    title: 'Default Papers Checklist',
    intro:
      "Every client's papers start as a copy of this list when their plan starts. Changing it here changes no client's list already made.",
    empty: 'No documents on the checklist.',
    titleField: 'document',
    lineFields: ['offsetDays'],
    order: (a, b) => byDueDayThenDocument(asPaper(a), asPaper(b)),
  },
  table: {},
  description: "A document of the programme's default checklist of papers",
  fields: {
    document: documentField(),
    offsetDays: offsetDaysField(),
  },
  form: [{ fields: ['document', 'offsetDays'] }],
  details: [{ fields: ['document', 'offsetDays'] }],
});

interface PaperState {
  document: string | null;
  status: string | null;
  offsetDays: number | null;
}

/** A paper as a section reads it (its declared fields, by name). */
const asPaper = (record: SectionRecord) => record as unknown as PaperState;

/** Still to get (needed or asked for) after its due day. */
function paperOverdue(paper: PaperState, dueOn: string | null, today: string): boolean {
  return (paper.status === 'NEEDED' || paper.status === 'REQUESTED') && !!dueOn && dueOn < today;
}

/** "2 of 6 in hand": of the papers the client needs (not those not needed), those in hand. */
function papersInHandText(papers: readonly PaperState[]): string {
  const wanted = papers.filter((paper) => paper.status !== 'NOT_NEEDED');
  const inHand = wanted.filter((paper) => paper.status === 'IN_HAND');
  return `${inHand.length} of ${wanted.length} in hand`;
}

/** By due day (those without one last), then in the checklist's order of documents. */
function byDueDayThenDocument(
  a: Omit<PaperState, 'status'>,
  b: Omit<PaperState, 'status'>,
): number {
  return (
    byDueDay(a, b) ||
    DOCUMENT_KINDS.indexOf(a.document as DocumentKind) -
      DOCUMENT_KINDS.indexOf(b.document as DocumentKind)
  );
}
