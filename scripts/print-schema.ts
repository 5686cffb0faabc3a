/**
 * Prints the GraphQL schema from the code to schema.graphql, regenerates the web app's typed
 * introspection (gql.tada) and the sources derived from the record declarations
 * (generated-sources.ts). All are committed; a test fails when one is stale. The registry of
 * record types is written first, from the declaration files' text, and only then is anything
 * that reads it imported; then the declared sources: the server's schema imports the table
 * columns among them, so a record type newly declared needs no file written by hand.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { projectRoot } from '../src/server/paths';
import { RECORD_TYPES_FILE, recordTypesSource } from './record-types-source';

const prettierOptions = await prettier.resolveConfig(path.join(projectRoot, RECORD_TYPES_FILE));
fs.writeFileSync(
  path.join(projectRoot, RECORD_TYPES_FILE),
  await prettier.format(recordTypesSource(), { ...prettierOptions, filepath: RECORD_TYPES_FILE }),
);
const { formattedSource, GENERATED_SOURCES } = await import('./generated-sources');
for (const source of GENERATED_SOURCES) {
  fs.writeFileSync(path.join(projectRoot, source.file), await formattedSource(source));
}
const { printSchemaSdl } = await import('../src/server/graphql/schema');
const schemaPath = path.join(projectRoot, 'schema.graphql');
fs.writeFileSync(schemaPath, printSchemaSdl());
execFileSync(
  process.execPath,
  [path.join(projectRoot, 'node_modules', 'gql.tada', 'bin', 'cli.js'), 'generate', 'output'],
  {
    cwd: projectRoot,
    stdio: 'inherit',
  },
);
console.log(
  `Wrote ${path.relative(projectRoot, schemaPath)}, the web app's GraphQL types and the declared records' sources`,
);
