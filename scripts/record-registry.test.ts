/**
 * A record type is registered by being declared: `npm run schema:print` collects every
 * `defineRecord` declaration below src/shared/domain into RECORD_TYPES
 * (src/shared/record/declarations.ts, decision 115). What still lists the types by hand is checked here against that registration (the permission table, the
 * audit page's words, the API, the CSV exports' file names, the tables backups hold, the access
 * tests), so a new type fails here naming the one place it must join, instead of failing
 * somewhere later (or not at all). The live-update test reads the registry itself
 * (src/server/graphql/record-changed-subscription.test.ts); pages are held to their lists in
 * scripts/page-lists.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSV_EXPORTS, csvExportOf } from '../src/shared/csv/export-columns';
import { PERMISSIONS, permissionModelOf } from '../src/shared/permissions';
import { RECORD_TYPES } from '../src/shared/record/declarations';
import { readTables } from '../src/server/backup/catalog';
import { openTestDatabase } from '../tests/support/database';

const typeNames = RECORD_TYPES.map((type) => type.declaration.typeName);
const schema = fs.readFileSync(path.join(process.cwd(), 'schema.graphql'), 'utf8');
/** 'IncidentReport' → 'incident_report': its table's name. */
const tableName = (typeName: string) => typeName.replace(/(?<!^)([A-Z])/g, '_$1').toLowerCase();
/** 'IncidentReport' → 'incident-report': its folder below src/server/modules, and its files'. */
const fileStem = (typeName: string) => typeName.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();
const missing = (names: readonly string[], present: (name: string) => boolean, place: string) =>
  names.filter((name) => !present(name)).map((name) => `${name}: add it to ${place}`);

/**
 * The record types whose access (who may do what, and what each may read) is tested in a file
 * other than their own access table, src/server/modules/<type>/<type>-access.test.ts: that file,
 * and why it is there.
 */
const ACCESS_TESTED_ELSEWHERE: Readonly<Record<string, { file: string; why: string }>> = {
  ReentryStepTemplate: {
    file: 'src/server/modules/reentry-step/reentry-step-access.test.ts',
    why: "the default plan's columns are in the table of the steps it starts",
  },
  ReentryDocumentTemplate: {
    file: 'src/server/modules/reentry-document/reentry-document-access.test.ts',
    why: "the default checklist's columns are in the table of the papers it starts",
  },
  ClientConsent: {
    file: 'src/server/modules/client-consent/client-consent.test.ts',
    why: 'decisions are recorded once, never updated or deleted: who records and who reads them is all there is',
  },
  VolunteerClearance: {
    file: 'src/server/modules/volunteer-clearance/volunteer-clearance.test.ts',
    why: 'admins write, a volunteer reads their own: each tested with the rules of recording one',
  },
};

describe('the registered record types', () => {
  it('are each registered once', () => {
    expect(typeNames.filter((name, index) => typeNames.indexOf(name) !== index)).toEqual([]);
    expect(typeNames.length).toBeGreaterThanOrEqual(15);
  });

  it('are every declaration there is: each defineRecord is exported from a *.record.ts file', () => {
    const domain = path.join(process.cwd(), 'src/shared/domain');
    const unregistered = fs
      .readdirSync(domain, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
      .flatMap((file) => {
        const text = fs.readFileSync(path.join(domain, file), 'utf8');
        const calls = text.match(/defineRecord\(/g)?.length ?? 0;
        const registered = RECORD_TYPES.filter(({ module }) => `${module}.ts` === file).length;
        return calls === registered
          ? []
          : [
              `src/shared/domain/${file}: ${calls} defineRecord, ${registered} registered: write each as \`export const <name>Declaration = defineRecord(\` in a *.record.ts file, then npm run schema:print`,
            ];
      });
    expect(unregistered).toEqual([]);
  });

  it('each have rules in the permission table', () => {
    expect(
      missing(
        typeNames,
        (name) => Object.hasOwn(PERMISSIONS, permissionModelOf(name)),
        'PERMISSIONS in src/shared/permissions.ts',
      ),
    ).toEqual([]);
  });

  it('each have their API in the schema, and their module where the registration says', () => {
    expect(
      missing(
        typeNames,
        (name) => schema.includes(`type ${name} {`),
        'the API: a <type>.graphql.ts module below src/server/modules, then npm run schema:print',
      ),
    ).toEqual([]);
    const modules = RECORD_TYPES.map(({ module }) => `src/shared/domain/${module}.ts`);
    expect(modules.filter((file) => !fs.existsSync(path.join(process.cwd(), file)))).toEqual([]);
  });

  it('each have their CSV columns where the API exports their list, and only there', () => {
    const exportedByTheApi = RECORD_TYPES.filter(({ declaration }) =>
      new RegExp(`^  export${declaration.pluralName}\\(`, 'm').test(schema),
    ).map(({ declaration }) => declaration.typeName);
    expect(exportedByTheApi.length).toBeGreaterThanOrEqual(11);
    expect(
      missing(
        exportedByTheApi,
        (name) => csvExportOf(name) !== undefined,
        'csvFileName in its declaration (the name of its files)',
      ),
    ).toEqual([]);
    expect(
      missing(
        Object.keys(CSV_EXPORTS),
        (name) => exportedByTheApi.includes(name),
        'the API: declaredApi exports the types whose declaration has a csvFileName; a module calling addCrudFields passes csvExport: CSV_EXPORTS.<type>',
      ),
    ).toEqual([]);
  });

  it('each have their table, which every backup and restore holds (they read the catalogue)', async () => {
    const database = await openTestDatabase();
    try {
      const tables = new Set((await readTables(database.db)).map((table) => table.name));
      expect(
        typeNames
          .filter((name) => !tables.has(tableName(name)))
          .map(
            (name) =>
              `${name}: no table ${tableName(name)}: add it in src/server/db/schema/ with its migration (docs/adding-a-record-type.md, 3)`,
          ),
      ).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('each have their access tested: an access table, or a file named here', () => {
    const untested = RECORD_TYPES.flatMap(({ declaration: { typeName, pluralName } }) => {
      const stem = fileStem(typeName);
      const own = `src/server/modules/${stem}/${stem}-access.test.ts`;
      const file = ACCESS_TESTED_ELSEWHERE[typeName]?.file ?? own;
      const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      // The file runs operations on this type ('ReentryDocument', listReentryDocuments), and an
      // own file holds a table (describeAccessMatrix in tests/support/access-matrix.ts, or a
      // builder over it such as describePlanRecordAccess).
      const names = new RegExp(`(?:${typeName}|${pluralName})(?![A-Za-z])`).test(text);
      const table = file !== own || /describe(?:AccessMatrix|[A-Za-z]+Access)\(/.test(text);
      if (names && table) return [];
      return [
        `${typeName}: write ${own} (describeAccessMatrix, tests/support/access-matrix.ts), or name the file testing its access in ACCESS_TESTED_ELSEWHERE in scripts/record-registry.test.ts`,
      ];
    });
    expect(untested).toEqual([]);
    expect(
      Object.keys(ACCESS_TESTED_ELSEWHERE)
        .filter((name) => !typeNames.includes(name))
        .map((name) => `${name} is not registered: remove it from ACCESS_TESTED_ELSEWHERE`),
    ).toEqual([]);
  });
});
