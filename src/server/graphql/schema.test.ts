import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../paths';
import { printSchemaSdl, schema } from './schema';

describe('GraphQL schema', () => {
  it('matches the committed schema.graphql (run `npm run schema:print` after changing the API)', () => {
    expect(fs.readFileSync(path.join(projectRoot, 'schema.graphql'), 'utf8')).toBe(
      printSchemaSdl(),
    );
  });

  it("matches the web app's committed GraphQL types", () => {
    const output = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-tada-')),
      'graphql-env.d.ts',
    );
    execFileSync(
      process.execPath,
      [
        path.join(projectRoot, 'node_modules/gql.tada/bin/cli.js'),
        'generate',
        'output',
        '--output',
        output,
      ],
      {
        cwd: projectRoot,
        stdio: 'pipe',
      },
    );
    expect(fs.readFileSync(path.join(projectRoot, 'src/web/lib/graphql-env.d.ts'), 'utf8')).toBe(
      fs.readFileSync(output, 'utf8'),
    );
  });

  it('names a permission on every query and mutation field (deny by default)', () => {
    const rootTypes = [
      schema.getQueryType(),
      schema.getMutationType(),
      schema.getSubscriptionType(),
    ].filter((type): type is GraphQLObjectType => type != null);
    const unguarded = rootTypes.flatMap((type) =>
      Object.values(type.getFields())
        .filter((field) => {
          const options = field.extensions?.pothosOptions as
            { authScopes?: { permission?: string } } | undefined;
          return typeof options?.authScopes?.permission !== 'string';
        })
        .map((field) => `${type.name}.${field.name}`),
    );
    expect(unguarded).toEqual([]);
    expect(rootTypes.flatMap((type) => Object.keys(type.getFields())).length).toBeGreaterThan(0);
  });
});
