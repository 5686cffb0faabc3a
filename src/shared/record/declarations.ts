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
import { reentryStepTemplateDeclaration } from '../domain/reentry/reentry-step-template.record';
import { reentryStepDeclaration } from '../domain/reentry/reentry-step.record';
import { resourceRequestDeclaration } from '../domain/resource-request/resource-request.record';
import { resourceDeclaration } from '../domain/resource/resource.record';
import { scheduleDeclaration } from '../domain/schedule/schedule.record';
import { volunteerClearanceDeclaration } from '../domain/volunteer/volunteer-clearance.record';
import { volunteerDeclaration } from '../domain/volunteer/volunteer.record';
import type { FieldDef } from './field';

const DECLARATIONS = [
  adminDeclaration,
  clientDeclaration,
  clientConsentDeclaration,
  contactLogDeclaration,
  facilityDeclaration,
  incidentDeclaration,
  programDeclaration,
  reentryCheckInDeclaration,
  reentryStepDeclaration,
  reentryStepTemplateDeclaration,
  resourceDeclaration,
  resourceRequestDeclaration,
  scheduleDeclaration,
  volunteerDeclaration,
  volunteerClearanceDeclaration,
] as const;

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
