/**
 * Source files derived from the record declarations (decision 042), written by
 * `npm run schema:print` and committed: the type checker must read them (gql.tada types a
 * document from its text; Drizzle types a row from its columns). A test fails when one is stale.
 */
import path from 'node:path';
import prettier from 'prettier';
import { adminDeclaration } from '../src/shared/domain/admin/admin.record';
import { clientDeclaration } from '../src/shared/domain/client/client.record';
import { clientConsentDeclaration } from '../src/shared/domain/client/client-consent.record';
import { contactLogDeclaration } from '../src/shared/domain/contact-log/contact-log.record';
import { facilityDeclaration } from '../src/shared/domain/facility/facility.record';
import { incidentDeclaration } from '../src/shared/domain/incident/incident.record';
import { programDeclaration } from '../src/shared/domain/program/program.record';
import { reentryCheckInDeclaration } from '../src/shared/domain/reentry/reentry-check-in.record';
import { reentryStepTemplateDeclaration } from '../src/shared/domain/reentry/reentry-step-template.record';
import { reentryStepDeclaration } from '../src/shared/domain/reentry/reentry-step.record';
import { resourceDeclaration } from '../src/shared/domain/resource/resource.record';
import { resourceRequestDeclaration } from '../src/shared/domain/resource-request/resource-request.record';
import { scheduleDeclaration } from '../src/shared/domain/schedule/schedule.record';
import { volunteerClearanceDeclaration } from '../src/shared/domain/volunteer/volunteer-clearance.record';
import { volunteerDeclaration } from '../src/shared/domain/volunteer/volunteer.record';
import type { Fields, RecordDeclaration } from '../src/shared/record/define-record';
import { projectRoot } from '../src/server/paths';
import { columnsSource, storedEnumName } from './record-columns';
import { fragmentSource } from './record-fragments';

/**
 * The declared record types: each declaration, where it is exported (the table columns read
 * its enumerations from there), and the folder of its web feature.
 */
const DECLARED: readonly DeclaredRecord[] = [
  {
    declaration: adminDeclaration as never,
    exportName: 'adminDeclaration',
    module: 'admin/admin.record',
    feature: 'admin',
  },
  {
    declaration: clientDeclaration as never,
    exportName: 'clientDeclaration',
    module: 'client/client.record',
    feature: 'client',
  },
  {
    declaration: contactLogDeclaration as never,
    exportName: 'contactLogDeclaration',
    module: 'contact-log/contact-log.record',
    feature: 'client',
  },
  {
    declaration: facilityDeclaration as never,
    exportName: 'facilityDeclaration',
    module: 'facility/facility.record',
    feature: 'facility',
  },
  {
    declaration: incidentDeclaration as never,
    exportName: 'incidentDeclaration',
    module: 'incident/incident.record',
    feature: 'incident',
  },
  {
    declaration: programDeclaration as never,
    exportName: 'programDeclaration',
    module: 'program/program.record',
    feature: 'program',
  },
  {
    declaration: clientConsentDeclaration as never,
    exportName: 'clientConsentDeclaration',
    module: 'client/client-consent.record',
    feature: 'client',
  },
  {
    declaration: reentryCheckInDeclaration as never,
    exportName: 'reentryCheckInDeclaration',
    module: 'reentry/reentry-check-in.record',
    // Shown with the rest of a client's record, as their plan is.
    feature: 'client',
  },
  {
    declaration: reentryStepDeclaration as never,
    exportName: 'reentryStepDeclaration',
    module: 'reentry/reentry-step.record',
    // A client's plan is shown with the rest of their record, as the contact log is.
    feature: 'client',
  },
  {
    declaration: reentryStepTemplateDeclaration as never,
    exportName: 'reentryStepTemplateDeclaration',
    module: 'reentry/reentry-step-template.record',
    feature: 'reentry',
  },
  {
    declaration: resourceDeclaration as never,
    exportName: 'resourceDeclaration',
    module: 'resource/resource.record',
    feature: 'resource',
  },
  {
    declaration: resourceRequestDeclaration as never,
    exportName: 'resourceRequestDeclaration',
    module: 'resource-request/resource-request.record',
    feature: 'resource-request',
  },
  {
    declaration: scheduleDeclaration as never,
    exportName: 'scheduleDeclaration',
    module: 'schedule/schedule.record',
    feature: 'schedule',
  },
  {
    declaration: volunteerDeclaration as never,
    exportName: 'volunteerDeclaration',
    module: 'volunteer/volunteer.record',
    feature: 'volunteer',
  },
  {
    declaration: volunteerClearanceDeclaration as never,
    exportName: 'volunteerClearanceDeclaration',
    module: 'volunteer/volunteer-clearance.record',
    feature: 'volunteer',
  },
];

interface DeclaredRecord {
  declaration: RecordDeclaration<Fields>;
  exportName: string;
  /** Below src/shared/domain, without its extension. */
  module: string;
  feature: string;
}

export interface GeneratedSource {
  /** From the project's root. */
  file: string;
  text: () => string;
}

/** 'Client' → 'client', 'IncidentReport' → 'incident-report'. */
const fileStem = (typeName: string) => typeName.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();

/**
 * Which columns file defines each database enumeration: the first declaration using it. Another
 * declaration with a choice of the same enumeration (a check-in's housing status, as the
 * client's) imports it from there.
 */
const enumerationHomes = new Map<string, string>();
for (const { declaration } of DECLARED) {
  for (const field of Object.values(declaration.fields)) {
    if (field.kind === 'choice' && !enumerationHomes.has(storedEnumName(field))) {
      enumerationHomes.set(
        storedEnumName(field),
        `./${fileStem(declaration.typeName)}-columns.generated`,
      );
    }
  }
}

export const GENERATED_SOURCES: readonly GeneratedSource[] = DECLARED.flatMap(
  ({ declaration, exportName, module, feature }) => {
    const stem = fileStem(declaration.typeName);
    const fragment = `src/web/features/${feature}/api/${stem}-fields.generated.ts`;
    const columns = `src/server/db/schema/${stem}-columns.generated.ts`;
    return [
      { file: fragment, text: () => fragmentSource(declaration, fragment) },
      {
        file: columns,
        text: () =>
          columnsSource(declaration, {
            exportName,
            module: `../../../shared/domain/${module}`,
            enumerationHomes,
            ownModule: `./${stem}-columns.generated`,
          }),
      },
    ];
  },
);

/** The file's text, formatted as the project formats its sources. */
export async function formattedSource(source: GeneratedSource): Promise<string> {
  const options = await prettier.resolveConfig(path.join(projectRoot, source.file));
  return prettier.format(source.text(), { ...options, filepath: source.file });
}
