/**
 * Prints the GraphQL schema from the code to schema.graphql, regenerates the web app's typed
 * introspection (gql.tada) and the sources derived from the record declarations
 * (generated-sources.ts). All
 * are committed; a test fails when one is stale.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { printSchemaSdl } from '../src/server/graphql/schema';
import { projectRoot } from '../src/server/paths';
import { formattedSource, GENERATED_SOURCES } from './generated-sources';

const schemaPath = path.join(projectRoot, 'schema.graphql');
fs.writeFileSync(schemaPath, printSchemaSdl());
for (const source of GENERATED_SOURCES) {
  fs.writeFileSync(path.join(projectRoot, source.file), await formattedSource(source));
}
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
