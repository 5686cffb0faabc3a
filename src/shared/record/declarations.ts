/**
 * Every declared record type, by its API type name: for what reads any record's fields, such as
 * the history's field labels.
 */
import { adminDeclaration } from '../domain/admin/admin.record';
import { clientDeclaration } from '../domain/client/client.record';
import { clientConsentDeclaration } from '../domain/client/client-consent.record';
import { contactLogDeclaration } from '../domain/contact-log/contact-log.record';
import { facilityDeclaration } from '../domain/facility/facility.record';
import { incidentDeclaration } from '../domain/incident/incident.record';
import { programDeclaration } from '../domain/program/program.record';
import { reentryCheckInDeclaration } from '../domain/reentry/reentry-check-in.record';
import {
  reentryDocumentDeclaration,
  reentryDocumentTemplateDeclaration,
} from '../domain/reentry/reentry-document.record';
import { reentryStepTemplateDeclaration } from '../domain/reentry/reentry-step-template.record';
import { reentryStepDeclaration } from '../domain/reentry/reentry-step.record';
import { resourceRequestDeclaration } from '../domain/resource-request/resource-request.record';
import { resourceDeclaration } from '../domain/resource/resource.record';
import { scheduleDeclaration } from '../domain/schedule/schedule.record';
import { volunteerClearanceDeclaration } from '../domain/volunteer/volunteer-clearance.record';
import { volunteerDeclaration } from '../domain/volunteer/volunteer.record';
import type { Fields, RecordDeclaration } from './define-record';
import type { FieldDef } from './field';

/**
 * The record types, each registered once here (decision 042): its declaration, the name it is
 * exported under, its module below src/shared/domain and, when its pages ask for its fields in
 * typed documents of their own, the web feature whose folder holds its generated fragment. The generated sources (scripts/generated-sources.ts) and everything that
 * reads any record's fields come from this list; `scripts/record-registry.test.ts` names the
 * hand-kept lists a new type must still join (permissions, the audit page's words, the API).
 */
export const RECORD_TYPES: readonly RegisteredRecordType[] = [
  registered(adminDeclaration, 'adminDeclaration', 'admin/admin.record', 'admin'),
  registered(clientDeclaration, 'clientDeclaration', 'client/client.record', 'client'),
  registered(
    contactLogDeclaration,
    'contactLogDeclaration',
    'contact-log/contact-log.record',
    'client',
  ),
  registered(facilityDeclaration, 'facilityDeclaration', 'facility/facility.record', 'facility'),
  registered(incidentDeclaration, 'incidentDeclaration', 'incident/incident.record', 'incident'),
  registered(programDeclaration, 'programDeclaration', 'program/program.record', 'program'),
  registered(
    clientConsentDeclaration,
    'clientConsentDeclaration',
    'client/client-consent.record',
    'client',
  ),
  // Shown with the rest of a client's record, as their plan is.
  registered(
    reentryCheckInDeclaration,
    'reentryCheckInDeclaration',
    'reentry/reentry-check-in.record',
    'client',
  ),
  // A client's plan is shown with the rest of their record, as the contact log is.
  registered(
    reentryStepDeclaration,
    'reentryStepDeclaration',
    'reentry/reentry-step.record',
    'client',
  ),
  registered(
    reentryStepTemplateDeclaration,
    'reentryStepTemplateDeclaration',
    'reentry/reentry-step-template.record',
    'reentry',
  ),
  // A client's papers and their default checklist: the pages read them from the declarations
  // alone (web/components/records/declared/declared-records.ts), so no fragment.
  registered(
    reentryDocumentDeclaration,
    'reentryDocumentDeclaration',
    'reentry/reentry-document.record',
  ),
  registered(
    reentryDocumentTemplateDeclaration,
    'reentryDocumentTemplateDeclaration',
    'reentry/reentry-document.record',
  ),
  registered(resourceDeclaration, 'resourceDeclaration', 'resource/resource.record', 'resource'),
  registered(
    resourceRequestDeclaration,
    'resourceRequestDeclaration',
    'resource-request/resource-request.record',
    'resource-request',
  ),
  registered(scheduleDeclaration, 'scheduleDeclaration', 'schedule/schedule.record', 'schedule'),
  registered(
    volunteerDeclaration,
    'volunteerDeclaration',
    'volunteer/volunteer.record',
    'volunteer',
  ),
  registered(
    volunteerClearanceDeclaration,
    'volunteerClearanceDeclaration',
    'volunteer/volunteer-clearance.record',
    'volunteer',
  ),
];

/** One registration; the one place a declaration of particular fields is read as any fields. */
function registered<F extends Fields>(
  declaration: RecordDeclaration<F>,
  exportName: string,
  module: string,
  feature?: string,
): RegisteredRecordType {
  return {
    declaration: declaration as unknown as RecordDeclaration<Fields>,
    exportName,
    module,
    feature,
  };
}

interface RegisteredRecordType {
  declaration: RecordDeclaration<Fields>;
  exportName: string;
  /** Below src/shared/domain, without its extension. */
  module: string;
  /**
   * The folder below src/web/features of its generated fragment (a typed GraphQL fragment of its
   * fields); none for a type the pages read from its declaration alone.
   */
  feature?: string;
}

const DECLARATIONS = RECORD_TYPES.map((type) => type.declaration);

/** The declared record types' API names ('Client'), for the documents that list them. */
export const DECLARED_TYPE_NAMES: readonly string[] = DECLARATIONS.map(
  (declaration) => declaration.typeName,
);

const FIELDS_BY_TYPE: ReadonlyMap<string, Readonly<Record<string, FieldDef>>> = new Map(
  DECLARATIONS.map((declaration) => [declaration.typeName, declaration.fields]),
);

/** The declared field `field` of record type `typeName` ('Client'), if it is one. */
export function declaredField(typeName: string, field: string): FieldDef | undefined {
  return FIELDS_BY_TYPE.get(typeName)?.[field];
}

/**
 * The record types kept beside a client, found by their `clientId` reference to one: a client's
 * trail includes their entries, deleting the client deletes them, anonymising the client
 * anonymises them (server/modules/client/records-beside-client.ts).
 */
export const TYPES_KEPT_BESIDE_A_CLIENT: readonly RecordDeclaration<Fields>[] = DECLARATIONS.filter(
  (declaration) => declaration.fields.clientId?.references === 'client',
);
