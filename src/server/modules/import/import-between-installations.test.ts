// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * Every importable list of a programme in use moves to a fresh installation (decision 096): each
 * list exported from one installation imports into another that has never seen its records, in
 * the order the lists point at each other (facilities, volunteers, clients, resources), with no
 * row refused; exported again there, it gives the same file but for when each record was made.
 * References travel by a facility's name and a volunteer's e-mail, not by internal ids.
 */
import { expect, it } from 'vitest';
import type { ImportRecordType } from '../../../shared/csv/import-columns';
import { todayIn } from '../../../shared/domain/common/calendar';
import { client } from '../../db/schema/client';
import { facility } from '../../db/schema/facility';
import { resource } from '../../db/schema/resource';
import { volunteer } from '../../db/schema/volunteer';
import { csvObjects } from '../../../../tests/support/csv';
import { insertDemoProgramme } from '../../../../tests/support/demo-programme';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import { runImport } from '../../../../tests/support/import';
import { useTestApp } from '../../../../tests/support/test-app';

const from = useTestApp();
const to = useTestApp();

/** In the order they point at each other: each list's references are in a list before it. */
const LISTS: [ImportRecordType, string][] = [
  ['facility', 'Facilities'],
  ['volunteer', 'Volunteers'],
  ['client', 'Clients'],
  ['resource', 'Resources'],
];

async function exported(caller: Caller, plural: string): Promise<string> {
  const answer = await caller.run<Record<string, { csv: string }>>(`{ export${plural} { csv } }`);
  expect(answer.errors).toEqual([]);
  return answer.data![`export${plural}`]!.csv;
}

/** A file's rows without when each record was made and changed, in one order. */
function contentOf(csv: string): Record<string, string>[] {
  return csvObjects(csv)
    .map(({ Created: _created, 'Last changed': _changed, ...row }) => row)
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/** The internal ids of the sending installation's records: none may travel in a file. */
async function internalIds(): Promise<string[]> {
  const tables = [facility, volunteer, client, resource];
  const rows = await Promise.all(
    tables.map((table) => from.database.db.select({ id: table.id }).from(table)),
  );
  return rows.flat().map((row) => row.id);
}

it('moves the demo programme list by list to an installation that has never seen it', async () => {
  await insertDemoProgramme(from.database.db, todayIn(from.config.orgTimeZone));
  const ids = await internalIds();
  for (const [recordType, plural] of LISTS) {
    // An admin per request: one account's large requests get a share of the server's time
    // (decision 087), which an import of 400 rows and an export right after it use up.
    const sender = await callerAs(from.server, from.database.db, 'Admins');
    const receiver = await callerAs(to.server, to.database.db, 'Admins');
    const csv = await exported(sender, plural);
    const rows = csvObjects(csv).length;
    expect(rows, plural).toBeGreaterThan(0);
    expect(
      ids.filter((id) => csv.includes(id)),
      plural,
    ).toEqual([]);

    const imported = await runImport(receiver, recordType, csv);
    expect(imported.errors).toEqual([]);
    expect(imported.data!.importRecords, plural).toMatchObject({ imported: rows, problems: [] });
    const checker = await callerAs(to.server, to.database.db, 'Admins');
    expect(contentOf(await exported(checker, plural)), plural).toEqual(contentOf(csv));
  }
}, 240_000);
