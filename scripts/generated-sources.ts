/**
 * Source files derived from the record declarations (decision 042), written by
 * `npm run schema:print` and committed: the type checker must read them (gql.tada types a
 * document from its text; Drizzle types a row from its columns). A test fails when one is stale.
 */
import path from 'node:path';
import prettier from 'prettier';
import { RECORD_TYPES } from '../src/shared/record/declarations';
import { projectRoot } from '../src/server/paths';
import { columnsSource, storedEnumName } from './record-columns';
import { fragmentSource } from './record-fragments';

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
for (const { declaration } of RECORD_TYPES) {
  for (const field of Object.values(declaration.fields)) {
    if (field.kind === 'choice' && !enumerationHomes.has(storedEnumName(field))) {
      enumerationHomes.set(
        storedEnumName(field),
        `./${fileStem(declaration.typeName)}-columns.generated`,
      );
    }
  }
}

export const GENERATED_SOURCES: readonly GeneratedSource[] = RECORD_TYPES.flatMap(
  ({ declaration, exportName, module, feature }) => {
    const stem = fileStem(declaration.typeName);
    const fragment = feature && `src/web/features/${feature}/api/${stem}-fields.generated.ts`;
    const columns = `src/server/db/schema/${stem}-columns.generated.ts`;
    return [
      ...(fragment ? [{ file: fragment, text: () => fragmentSource(declaration, fragment) }] : []),
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
