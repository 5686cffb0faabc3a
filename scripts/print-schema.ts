/**
 * Prints the GraphQL schema from the code to schema.graphql, regenerates the web app's typed
 * introspection (gql.tada) and the sources derived from the record declarations
 * (generated-sources.ts). All are committed; a test fails when one is stale. The declared
 * sources are written first: the server's schema imports the table columns among them, so a
 * record type newly declared needs no file written by hand.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../src/server/paths';
import { formattedSource, GENERATED_SOURCES } from './generated-sources';

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
