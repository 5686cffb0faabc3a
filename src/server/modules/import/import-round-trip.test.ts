/**
 * An export of each importable list, imported again after its records were deleted, gives the
 * same records (decisions 022, 023 and 096): the export's headers map themselves, and every value
 * survives the trip (quotes, commas and line breaks in text, lists, dates, yes/no, references).
 */
import { beforeEach, expect, it } from 'vitest';
import type { ImportRecordType } from '../../../shared/csv/import-columns';
import type { PgTable } from 'drizzle-orm/pg-core';
import { client } from '../../db/schema/client';
import { facility } from '../../db/schema/facility';
import { resource } from '../../db/schema/resource';
import { volunteer } from '../../db/schema/volunteer';
import { clientInput, incarceratedClientInput } from '../../../../tests/support/client-factory';
import { facilityInput } from '../../../../tests/support/factories';
import { runImport } from '../../../../tests/support/import';
import {
  incarcerationResourceInput,
  insertFacility,
  resourceInput,
} from '../../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';
import { volunteerInput } from '../../../../tests/support/volunteer-factory';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);
let facilityId: string;

beforeEach(async () => {
  // A comma in the name: a list of facilities is still read as one name (import-references.ts).
  facilityId = (await insertFacility(app.database.db, { name: 'Riverside, North Unit' })).id;
});

const TRICKY = 'Said "salaam", then:\r\nasked for a Quran; in Arabic';

interface Case {
  type: ImportRecordType;
  /** 'Client' → createClient, exportClients, deleteClient. */
  name: string;
  plural: string;
  table: PgTable;
  inputs: () => Record<string, unknown>[];
}

const CASES: Case[] = [
  {
    type: 'client',
    name: 'Client',
    plural: 'Clients',
    table: client,
    inputs: () => [
      incarceratedClientInput(facilityId, { notes: TRICKY, language: ['English', 'Arabic'] }),
      clientInput({
        email: 'bilal@example.org',
        clientId: 'K-1',
        conversionDate: '2020-02-29',
        // One item with a comma stays one item.
        interestAreas: ['Quran, with tafsir'],
      }),
      // Two people of the same name at the same facility, as the add form allows.
      incarceratedClientInput(facilityId, { firstName: 'Abdullah', lastName: 'Musa' }),
      incarceratedClientInput(facilityId, { firstName: 'Abdullah', lastName: 'Musa' }),
    ],
  },
  {
    type: 'volunteer',
    name: 'Volunteer',
    plural: 'Volunteers',
    table: volunteer,
    inputs: () => [
      volunteerInput({ notes: TRICKY, assignedFacility: facilityId }),
      volunteerInput(),
      volunteerInput({ firstName: 'Amina', lastName: 'Khan', assignedFacility: facilityId }),
      volunteerInput({ firstName: 'Amina', lastName: 'Khan', assignedFacility: facilityId }),
    ],
  },
  {
    type: 'facility',
    name: 'Facility',
    plural: 'Facilities',
    table: facility,
    inputs: () => [facilityInput({ notes: TRICKY, latitude: -33.8688 }), facilityInput()],
  },
  {
    type: 'resource',
    name: 'Resource',
    plural: 'Resources',
    table: resource,
    inputs: () => [
      incarcerationResourceInput(facilityId, { description: TRICKY, costPerUnit: 2.5 }),
      resourceInput({ url: 'https://example.org/housing?a=1&b=2' }),
    ],
  },
];

/** What a record is, without what the database gives every new one (ids, stamps, authors). */
function content(row: Record<string, unknown>): Record<string, unknown> {
  const {
    id: _id,
    version: _version,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    createdBy: _createdBy,
    updatedBy: _updatedBy,
    accountId,
    ...rest
  } = row;
  return { ...rest, hasAccount: accountId === undefined ? undefined : accountId !== null };
}

async function stored(table: PgTable) {
  const rows = (await app.database.db.select().from(table)) as Record<string, unknown>[];
  return rows.map(content).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

it.each(CASES)('gives the same $plural after export, delete and import', async (entry) => {
  for (const input of entry.inputs()) {
    const created = await admin.run(
      `mutation($input: Create${entry.name}Input!) { create${entry.name}(input: $input) { id } }`,
      { input },
    );
    expect(created.errors).toEqual([]);
  }
  const [before, exported] = await Promise.all([
    stored(entry.table),
    admin.run<Record<string, { csv: string }>>(`{ export${entry.plural} { csv } }`),
  ]);
  const csv = exported.data![`export${entry.plural}`]!.csv;
  const ids = (await app.database.db.select().from(entry.table)) as { id: string }[];
  // Nothing points at the facility in the facilities' case, so it goes (and comes back) too.
  for (const { id } of ids) {
    const deleted = await admin.run(
      `mutation($input: Delete${entry.name}Input!) { delete${entry.name}(input: $input) { id } }`,
      { input: { id } },
    );
    expect(deleted.errors).toEqual([]);
  }

  const imported = await runImport(admin, entry.type, csv);
  expect(imported.data!.importRecords).toMatchObject({ imported: before.length, problems: [] });
  expect(await stored(entry.table)).toEqual(before);
});
