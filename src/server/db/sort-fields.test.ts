/**
 * `sortBy`: the sortable columns of the clients, volunteers, programs, incident reports and
 * schedules tables (product.md §2.2, decision 050). Each orders every row once, paged, in both
 * directions; rows with no value (no release date, no volunteer, in the community) come last in
 * both; a paging token only works for the field it was made for.
 */
import type { GraphQLEnumType } from 'graphql';
import { getNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { errorCode, type GraphQLResult } from '../../../tests/support/graphql';
import { insertClient } from '../../../tests/support/client-factory';
import { createPerson } from '../../../tests/support/people';
import { insertProgram } from '../../../tests/support/program-factory';
import { insertFacility } from '../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../tests/support/signed-in';
import { useTestApp } from '../../../tests/support/test-app';
import { schema } from '../graphql/schema';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);

interface ClientRow {
  id: string;
  preferredName: string;
  releaseDate: string | null;
}

const CLIENTS = `query($limit: Int, $nextToken: String, $sortBy: ClientSortField,
    $sortDirection: SortDirection) {
  listClients(limit: $limit, nextToken: $nextToken, sortBy: $sortBy, sortDirection: $sortDirection) {
    items { id preferredName releaseDate } nextToken } }`;

/** Every page of the clients list, two at a time. */
async function allClients(variables: Record<string, unknown>): Promise<ClientRow[]> {
  const rows: ClientRow[] = [];
  let nextToken: string | null = null;
  do {
    const result: GraphQLResult<{
      listClients: { items: ClientRow[]; nextToken: string | null };
    }> = await admin.run(CLIENTS, { ...variables, limit: 2, nextToken });
    expect(result.errors).toEqual([]);
    rows.push(...result.data!.listClients.items);
    nextToken = result.data!.listClients.nextToken;
  } while (nextToken);
  return rows;
}

const names = (rows: readonly { preferredName: string }[]) => rows.map((row) => row.preferredName);

describe('sortBy', () => {
  it('orders clients by release date, the ones without a date last in both directions', async () => {
    const dates: [string, string | null][] = [
      ['Bilal', '2027-03-01'],
      ['Dawud', null],
      ['Adam', '2027-01-15'],
      ['Hamza', '2027-03-01'],
      ['Idris', null],
      ['Musa', '2026-12-24'],
    ];
    const stored: { id: string; preferredName: string }[] = [];
    for (const [preferredName, releaseDate] of dates) {
      stored.push(await insertClient(app.database.db, { preferredName, releaseDate }));
    }
    // Ties (the same date, or none) by id, in the list's direction.
    const idOf = (name: string) => stored.find((row) => row.preferredName === name)!.id;
    const byId = (a: string, b: string) => idOf(a).localeCompare(idOf(b));
    const march = ['Bilal', 'Hamza'].sort(byId);
    const undated = ['Dawud', 'Idris'].sort(byId);

    const ascending = await allClients({ sortBy: 'RELEASE_DATE', sortDirection: 'ASC' });
    expect(names(ascending)).toEqual(['Musa', 'Adam', ...march, ...undated]);
    const descending = await allClients({ sortBy: 'RELEASE_DATE', sortDirection: 'DESC' });
    expect(names(descending)).toEqual([
      ...[...march].reverse(),
      'Adam',
      'Musa',
      ...[...undated].reverse(),
    ]);
  });

  it('orders clients by where they are: facility names A to Z, the community last', async () => {
    const zahra = await insertFacility(app.database.db, { name: 'Zahra County Jail' });
    const elm = await insertFacility(app.database.db, { name: 'Elm Ridge Prison' });
    await insertClient(app.database.db, {
      preferredName: 'In Zahra',
      incarcerated: true,
      facilityId: zahra.id,
    });
    await insertClient(app.database.db, { preferredName: 'At home' });
    await insertClient(app.database.db, {
      preferredName: 'In Elm',
      incarcerated: true,
      facilityId: elm.id,
    });
    // Released, with the facility still on the record: in the community.
    await insertClient(app.database.db, {
      preferredName: 'Released',
      incarcerated: false,
      facilityId: elm.id,
    });

    const ascending = names(await allClients({ sortBy: 'LOCATION' }));
    expect(ascending.slice(0, 2)).toEqual(['In Elm', 'In Zahra']);
    expect(ascending.slice(2).sort()).toEqual(['At home', 'Released']);
    const descending = names(await allClients({ sortBy: 'LOCATION', sortDirection: 'DESC' }));
    expect(descending.slice(0, 2)).toEqual(['In Zahra', 'In Elm']);
  });

  it('orders clients by their volunteer’s full name, unassigned last', async () => {
    const volunteerNamed = async (first: string, last: string) =>
      (await createPerson(app.database.db, 'Volunteers', first, last)).id;
    const zaid = await volunteerNamed('Zaid', 'Amin');
    const aisha = await volunteerNamed('Aisha', 'Yusuf');
    await insertClient(app.database.db, { preferredName: 'Of Zaid', assignedVolunteerId: zaid });
    await insertClient(app.database.db, { preferredName: 'Nobody’s' });
    await insertClient(app.database.db, { preferredName: 'Of Aisha', assignedVolunteerId: aisha });

    expect(names(await allClients({ sortBy: 'VOLUNTEER' }))).toEqual([
      'Of Aisha',
      'Of Zaid',
      'Nobody’s',
    ]);
    expect(names(await allClients({ sortBy: 'VOLUNTEER', sortDirection: 'DESC' }))).toEqual([
      'Of Zaid',
      'Of Aisha',
      'Nobody’s',
    ]);
  });

  it('refuses a paging token made for another sort field', async () => {
    for (const preferredName of ['A', 'B', 'C']) {
      await insertClient(app.database.db, { preferredName, releaseDate: '2027-01-01' });
    }
    const first = await admin.run<{ listClients: { nextToken: string } }>(CLIENTS, {
      limit: 1,
      sortBy: 'RELEASE_DATE',
    });
    const nextToken = first.data!.listClients.nextToken;
    const elsewhere = await admin.run(CLIENTS, { limit: 1, nextToken, sortBy: 'CLIENT_ID' });
    expect(errorCode(elsewhere)).toBe('VALIDATION_FAILED');
    const same = await admin.run(CLIENTS, { limit: 1, nextToken, sortBy: 'RELEASE_DATE' });
    expect(same.errors).toEqual([]);
  });

  it('runs every sort field of every list in both directions, paged, with data present', async () => {
    const facility = await insertFacility(app.database.db);
    const volunteer = await createPerson(app.database.db, 'Volunteers', 'Sara', 'Lead');
    for (const date of ['2030-01-01', '2030-01-02', '2030-01-03']) {
      await insertProgram(app.database.db, {
        facilityId: facility.id,
        volunteerId: volunteer.id,
        date,
      });
      await insertClient(app.database.db, { assignedVolunteerId: volunteer.id });
    }
    const lists = Object.values(schema.getQueryType()!.getFields()).filter((field) =>
      field.args.some((arg) => arg.name === 'sortBy'),
    );
    expect(lists.map((field) => field.name).sort()).toEqual([
      'exportClients',
      'exportIncidentReports',
      'exportPrograms',
      'exportSchedules',
      'exportVolunteers',
      'listClients',
      'listIncidentReports',
      'listPrograms',
      'listSchedules',
      'listVolunteers',
    ]);
    for (const field of lists.filter((list) => list.name.startsWith('list'))) {
      const sortBy = getNamedType(field.args.find((arg) => arg.name === 'sortBy')!.type);
      const values = (sortBy as GraphQLEnumType).getValues().map((value) => value.name);
      expect(values.length, field.name).toBeGreaterThan(2);
      for (const value of values) {
        for (const direction of ['ASC', 'DESC']) {
          const query = `query($token: String) { ${field.name}(sortBy: ${value},
            sortDirection: ${direction}, limit: 1, nextToken: $token) { nextToken } }`;
          const first = await admin.run<Record<string, { nextToken: string | null }>>(query);
          expect(first.errors, `${field.name} ${value} ${direction}`).toEqual([]);
          const token = first.data![field.name]!.nextToken;
          if (token) {
            const second = await admin.run(query, { token });
            expect(second.errors, `${field.name} ${value} ${direction} page 2`).toEqual([]);
          }
        }
      }
    }
  });
});
