/**
 * The `search` argument of listAdmins, listVolunteers, listClients and listFacilities (and of
 * listResources, in modules/resource/resource-list.test.ts): every word must occur, ignoring
 * case and taken literally, in one of the type's search columns; it combines with the filter,
 * the viewer's read rule and paging like the rest of the list.
 */
import type { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { insertClient } from '../../../tests/support/client-factory';
import { callerAs, errorCode, type Caller } from '../../../tests/support/graphql';
import { createPerson } from '../../../tests/support/people';
import { insertFacility } from '../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../tests/support/signed-in';
import { useTestApp } from '../../../tests/support/test-app';
import { schema } from '../graphql/schema';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);

interface Named {
  id: string;
  [field: string]: unknown;
}

interface Page {
  items: Named[];
  nextToken: string | null;
}

const LISTS = {
  Admins: 'ModelAdminFilterInput',
  Volunteers: 'ModelVolunteerFilterInput',
  Clients: 'ModelClientFilterInput',
  Facilities: 'ModelFacilityFilterInput',
} as const;

type Plural = keyof typeof LISTS;

async function list(
  caller: Caller,
  plural: Plural,
  search: string | null,
  options: { filter?: Record<string, unknown>; limit?: number; nextToken?: string | null } = {},
) {
  const query = `query($search: String, $filter: ${LISTS[plural]}, $limit: Int, $nextToken: String) {
    list${plural}(search: $search, filter: $filter, limit: $limit, nextToken: $nextToken) {
      items { id } nextToken } }`;
  return caller.run<Record<string, Page>>(query, { search, ...options });
}

/** The ids the search finds (one page is enough: these tests hold few records). */
async function found(caller: Caller, plural: Plural, search: string | null): Promise<string[]> {
  const result = await list(caller, plural, search);
  expect(result.errors).toEqual([]);
  return result.data![`list${plural}`]!.items.map((item) => item.id).sort();
}

const sorted = (...ids: string[]) => [...ids].sort();

describe('list search', () => {
  it('finds a client by each of its search columns, ignoring case, and by no other field', async () => {
    const db = app.database.db;
    const amina = await insertClient(db, {
      preferredName: 'Umm Zaynab',
      firstName: 'Amina',
      lastName: 'Khan',
      email: 'amina.k@example.org',
      clientId: 'C-90417',
      currentAddress: '7 Juniper Lane',
    });
    await insertClient(db, { preferredName: 'Yusuf', firstName: 'Yusuf', lastName: 'Ali' });

    for (const search of ['zaynab', 'AMINA', 'kHaN', 'amina.k@EXAMPLE', 'c-90417']) {
      expect(await found(admin, 'Clients', search), search).toEqual([amina.id]);
    }
    expect(await found(admin, 'Clients', 'juniper')).toEqual([]);
  });

  it('needs every word, each in any of the columns, in any order', async () => {
    const db = app.database.db;
    const aminaKhan = await insertClient(db, { firstName: 'Amina', lastName: 'Khan' });
    const aminaOther = await insertClient(db, { firstName: 'Amina', lastName: 'Other' });
    const khanOnly = await insertClient(db, { firstName: 'Idris', lastName: 'Khan' });

    expect(await found(admin, 'Clients', 'amina khan')).toEqual([aminaKhan.id]);
    expect(await found(admin, 'Clients', '  KHAN \t amina ')).toEqual([aminaKhan.id]);
    expect(await found(admin, 'Clients', 'amina')).toEqual(sorted(aminaKhan.id, aminaOther.id));
    expect(await found(admin, 'Clients', 'khan')).toEqual(sorted(aminaKhan.id, khanOnly.id));
  });

  it('skips null columns: the other columns still match, and a blank search finds everything', async () => {
    const db = app.database.db;
    const nameless = await insertClient(db, {
      preferredName: 'Brother Hamza',
      firstName: null,
      lastName: null,
      email: null,
    });
    const other = await insertClient(db, { preferredName: 'Sister Maryam' });

    expect(await found(admin, 'Clients', 'hamza')).toEqual([nameless.id]);
    expect(await found(admin, 'Clients', 'null')).toEqual([]);
    const everyone = sorted(nameless.id, other.id);
    expect(await found(admin, 'Clients', '   ')).toEqual(everyone);
    expect(await found(admin, 'Clients', '')).toEqual(everyone);
    expect(await found(admin, 'Clients', null)).toEqual(everyone);
  });

  it('takes %, _ and \\ literally', async () => {
    const db = app.database.db;
    const percent = await insertFacility(db, { name: 'Hope 100% House' });
    await insertFacility(db, { name: 'Hope 1000 House' });
    const underscore = await insertFacility(db, { name: 'Unit a_b' });
    await insertFacility(db, { name: 'Unit axb' });
    const backslash = await insertFacility(db, { name: 'Back\\slash' });
    await insertFacility(db, { name: 'Backslash' });

    expect(await found(admin, 'Facilities', '100%')).toEqual([percent.id]);
    expect(await found(admin, 'Facilities', 'a_b')).toEqual([underscore.id]);
    expect(await found(admin, 'Facilities', 'k\\s')).toEqual([backslash.id]);
    expect(await found(admin, 'Facilities', '%')).toEqual([percent.id]);
    expect(await found(admin, 'Facilities', '_')).toEqual([underscore.id]);
  });

  it('finds facilities by name, address and region, and combines with the filter', async () => {
    const db = app.database.db;
    const north = await insertFacility(db, {
      name: 'Cedar Ridge',
      address: '4 Orchard Road',
      region: 'Lakeshore North',
    });
    const south = await insertFacility(db, {
      name: 'Cedar Hollow',
      address: '9 Mill Street',
      region: 'South',
    });
    await insertFacility(db, { name: 'Pine Hill', address: '1 Cedar Avenue', region: 'South' });

    expect(await found(admin, 'Facilities', 'ridge')).toEqual([north.id]);
    expect(await found(admin, 'Facilities', 'orchard')).toEqual([north.id]);
    expect(await found(admin, 'Facilities', 'lakeshore')).toEqual([north.id]);
    expect((await found(admin, 'Facilities', 'cedar')).length).toBe(3);

    const result = await list(admin, 'Facilities', 'cedar', {
      filter: { name: { contains: 'Cedar' }, region: { eq: 'South' } },
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.listFacilities!.items.map((item) => item.id)).toEqual([south.id]);
  });

  it('finds admins and volunteers by first name, last name and e-mail', async () => {
    const db = app.database.db;
    const adminKhan = await createPerson(db, 'Admins', 'Amina', 'Khan');
    const adminOther = await createPerson(db, 'Admins', 'Amina', 'Other');
    const volunteerKhan = await createPerson(db, 'Volunteers', 'Amina', 'Khan');
    const volunteerRahman = await createPerson(db, 'Volunteers', 'Bilal', 'Rahman');

    expect(await found(admin, 'Admins', 'amina khan')).toEqual([adminKhan.id]);
    expect(await found(admin, 'Admins', 'AMINA')).toEqual(sorted(adminKhan.id, adminOther.id));
    expect(await found(admin, 'Admins', adminOther.email.toUpperCase())).toEqual([adminOther.id]);
    expect(await found(admin, 'Volunteers', 'khan')).toEqual([volunteerKhan.id]);
    expect(await found(admin, 'Volunteers', 'bilal')).toEqual([volunteerRahman.id]);
    expect(await found(admin, 'Volunteers', volunteerRahman.email)).toEqual([volunteerRahman.id]);
  });

  it('pages through the matches with nextToken: each once, no others', async () => {
    const db = app.database.db;
    const matches: string[] = [];
    // Non-matching names sort between the matching ones, so pages cross them.
    for (const name of ['A', 'C', 'E', 'G', 'I']) {
      matches.push((await insertFacility(db, { name: `${name} Sunrise Centre` })).id);
      await insertFacility(db, { name: `${name}${name} Other Centre` });
    }
    matches.push((await insertFacility(db, { name: 'C Sunrise Centre' })).id);

    const seen: string[] = [];
    let nextToken: string | null = null;
    let pages = 0;
    do {
      const result = await list(admin, 'Facilities', 'sunrise', { limit: 2, nextToken });
      expect(result.errors).toEqual([]);
      const page: Page = result.data!.listFacilities!;
      seen.push(...page.items.map((item) => item.id));
      nextToken = page.nextToken;
      pages += 1;
    } while (nextToken && pages < 10);

    expect(pages).toBe(3);
    expect(seen.length).toBe(matches.length);
    expect(sorted(...seen)).toEqual(sorted(...matches));
  });

  it("finds only the volunteer's own clients, however the search is worded", async () => {
    const db = app.database.db;
    const volunteer = await callerAs(app.server, db, 'Volunteers');
    const other = await createPerson(db, 'Volunteers', 'Other');
    const mine = await insertClient(db, {
      firstName: 'Amina',
      lastName: 'Khan',
      assignedVolunteerId: volunteer.person!.id,
    });
    const theirs = await insertClient(db, {
      firstName: 'Amina',
      lastName: 'Khan',
      preferredName: 'Hidden Amina',
      assignedVolunteerId: other.id,
    });

    expect(await found(volunteer, 'Clients', 'amina khan')).toEqual([mine.id]);
    expect(await found(volunteer, 'Clients', 'hidden')).toEqual([]);
    expect(await found(volunteer, 'Clients', theirs.clientId)).toEqual([]);
    expect(await found(admin, 'Clients', 'amina khan')).toEqual(sorted(mine.id, theirs.id));
  });

  it('refuses more than 200 characters with a message under search', async () => {
    await insertFacility(app.database.db, { name: 'a'.repeat(200) });
    expect((await found(admin, 'Facilities', ` ${'a'.repeat(200)} `)).length).toBe(1);

    for (const plural of Object.keys(LISTS) as Plural[]) {
      const result = await list(admin, plural, 'a'.repeat(201));
      expect(errorCode(result)).toBe('VALIDATION_FAILED');
      expect(result.errors[0]?.message).toBe('Search must be at most 200 characters');
      expect(result.errors[0]?.extensions?.fieldErrors).toEqual({
        search: 'Search must be at most 200 characters',
      });
    }
    const nul = await list(admin, 'Clients', 'a\u0000b');
    expect(nul.errors[0]?.extensions?.fieldErrors).toEqual({
      search: 'Search must not contain control characters',
    });
  });

  it('is offered only on the lists (and their counts and exports) of record types with search columns, and the audit page’s picker of people', () => {
    const query = schema.getQueryType() as GraphQLObjectType;
    const withSearch = Object.values(query.getFields())
      .filter((field) => field.args.some((arg) => arg.name === 'search'))
      .map((field) => field.name)
      .sort();
    expect(withSearch).toEqual([
      'countAdmins',
      'countClients',
      'countFacilities',
      'countResources',
      'countVolunteers',
      'exportAdmins',
      'exportClients',
      'exportFacilities',
      'exportResources',
      'exportVolunteers',
      'listAdmins',
      'listClients',
      'listFacilities',
      'listResources',
      'listVolunteers',
      'searchAuditActors',
    ]);
  });
});
