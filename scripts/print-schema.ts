/**
 * Prints the GraphQL schema from the code to schema.graphql and regenerates the web app's
 * typed introspection (gql.tada). Both files are committed; a test fails when they are stale.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { printSchemaSdl } from '../src/server/graphql/schema';
import { projectRoot } from '../src/server/paths';

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
console.log(`Wrote ${path.relative(projectRoot, schemaPath)} and the web app's GraphQL types`);
