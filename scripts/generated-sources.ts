/**
 * Source files derived from the record declarations (decision 042), written by
 * `npm run schema:print` and committed: the type checker must read them (gql.tada types a
 * document from its text; Drizzle types a row from its columns). A test fails when one is stale.
 */
import path from 'node:path';
import prettier from 'prettier';
import { adminDeclaration } from '../src/shared/domain/admin/admin.record';
import { clientDeclaration } from '../src/shared/domain/client/client.record';
import { contactLogDeclaration } from '../src/shared/domain/contact-log/contact-log.record';
import { facilityDeclaration } from '../src/shared/domain/facility/facility.record';
import { incidentDeclaration } from '../src/shared/domain/incident/incident.record';
import { programDeclaration } from '../src/shared/domain/program/program.record';
import { resourceDeclaration } from '../src/shared/domain/resource/resource.record';
import { resourceRequestDeclaration } from '../src/shared/domain/resource-request/resource-request.record';
import { scheduleDeclaration } from '../src/shared/domain/schedule/schedule.record';
import { volunteerDeclaration } from '../src/shared/domain/volunteer/volunteer.record';
import type { Fields, RecordDeclaration } from '../src/shared/record/define-record';
import { projectRoot } from '../src/server/paths';
import { columnsSource } from './record-columns';
import { fragmentSource } from './record-fragments';

/** The declared record types, each with the folder of its web feature. */
const DECLARED: readonly { declaration: RecordDeclaration<Fields>; feature: string }[] = [
  { declaration: adminDeclaration as never, feature: 'admin' },
  { declaration: clientDeclaration as never, feature: 'client' },
  { declaration: contactLogDeclaration as never, feature: 'client' },
  { declaration: facilityDeclaration as never, feature: 'facility' },
  { declaration: incidentDeclaration as never, feature: 'incident' },
  { declaration: programDeclaration as never, feature: 'program' },
  { declaration: resourceDeclaration as never, feature: 'resource' },
  { declaration: resourceRequestDeclaration as never, feature: 'resource-request' },
  { declaration: scheduleDeclaration as never, feature: 'schedule' },
  { declaration: volunteerDeclaration as never, feature: 'volunteer' },
];

export interface GeneratedSource {
  /** From the project's root. */
  file: string;
  text: () => string;
}

/** 'Client' → 'client', 'IncidentReport' → 'incident-report'. */
const fileStem = (typeName: string) => typeName.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();

export const GENERATED_SOURCES: readonly GeneratedSource[] = DECLARED.flatMap(
  ({ declaration, feature }) => {
    const stem = fileStem(declaration.typeName);
    const fragment = `src/web/features/${feature}/api/${stem}-fields.generated.ts`;
    const columns = `src/server/db/schema/${stem}-columns.generated.ts`;
    return [
      { file: fragment, text: () => fragmentSource(declaration, fragment) },
      { file: columns, text: () => columnsSource(declaration) },
    ];
  },
);

/** The file's text, formatted as the project formats its sources. */
export async function formattedSource(source: GeneratedSource): Promise<string> {
  const options = await prettier.resolveConfig(path.join(projectRoot, source.file));
  return prettier.format(source.text(), { ...options, filepath: source.file });
}
