/**
 * listResources' search (title or description, product.md §2.6) and facility filter `availableAt`
 * (the primary facility or the approved list, product.md §2.6): each alone, together, with the
 * filter, for volunteers as for admins, and across pages.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { insertFacility, insertResource } from '../../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const LIST = `query($search: String, $availableAt: ID, $filter: ModelResourceFilterInput,
  $limit: Int, $nextToken: String) {
  listResources(search: $search, availableAt: $availableAt, filter: $filter, limit: $limit,
    nextToken: $nextToken) { items { title } nextToken } }`;

interface Page {
  items: { title: string }[];
  nextToken: string | null;
}

interface ListArgs {
  search?: string | null;
  availableAt?: string | null;
  filter?: Record<string, unknown>;
  limit?: number;
  nextToken?: string | null;
}

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);

async function page(caller: Caller, args: ListArgs): Promise<Page> {
  const result = await caller.run<{ listResources: Page }>(LIST, { ...args });
  expect(result.errors).toEqual([]);
  return result.data!.listResources;
}

/** The titles found, in list order (one page: these tests hold few resources). */
const titles = async (args: ListArgs, caller = admin) =>
  (await page(caller, args)).items.map((item) => item.title);

describe('listResources(search)', () => {
  it('matches title or description, ignoring case, every word somewhere; no other field', async () => {
    const db = app.database.db;
    await insertResource(db, {
      title: 'Winter Coat',
      description: 'Warm clothing for release day',
      topic: 'Seasonal',
    });
    await insertResource(db, { title: 'Bus Pass', description: 'A month of city transport' });
    await insertResource(db, {
      title: 'Job Club',
      description: 'Weekly CV workshop',
      providerName: 'Winter Works',
    });

    expect(await titles({ search: 'COAT' })).toEqual(['Winter Coat']);
    expect(await titles({ search: 'clothing' })).toEqual(['Winter Coat']);
    expect(await titles({ search: 'winter' })).toEqual(['Winter Coat']);
    expect(await titles({ search: 'month bus' })).toEqual(['Bus Pass']);
    expect(await titles({ search: 'seasonal' })).toEqual([]);
    expect(await titles({ search: 'coat transport' })).toEqual([]);
    expect(await titles({ search: '  ' })).toEqual(['Bus Pass', 'Job Club', 'Winter Coat']);
  });

  it('refuses more than 200 characters with a message under search', async () => {
    const result = await admin.run(LIST, { search: 'a'.repeat(201) });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      search: 'Search must be at most 200 characters',
    });
  });
});

describe('listResources(availableAt)', () => {
  let here: string;
  let elsewhere: string;

  beforeEach(async () => {
    const db = app.database.db;
    here = (await insertFacility(db)).id;
    elsewhere = (await insertFacility(db)).id;
    // Primary facility only, approved list only, both, neither, and no facility at all.
    await insertResource(db, {
      title: 'Primary Quran',
      type: 'QURAN',
      category: 'INCARCERATION_RELIGIOUS',
      facilityId: here,
      approvedFacilities: [elsewhere],
    });
    await insertResource(db, {
      title: 'Approved Study Guide',
      type: 'STUDY_MATERIAL',
      category: 'INCARCERATION_EDUCATIONAL',
      facilityId: elsewhere,
      approvedFacilities: [elsewhere, here],
    });
    await insertResource(db, {
      title: 'Both Prayer Mat',
      type: 'PRAYER_MAT',
      category: 'INCARCERATION_RELIGIOUS',
      facilityId: here,
      approvedFacilities: [here],
    });
    await insertResource(db, {
      title: 'Elsewhere Book',
      type: 'BOOK',
      category: 'INCARCERATION_EDUCATIONAL',
      facilityId: elsewhere,
      approvedFacilities: [elsewhere],
      restrictedFacilities: [here],
    });
    await insertResource(db, {
      title: 'Housing Support',
      type: 'HOUSING',
      category: 'POST_INCARCERATION_BASIC_NEEDS',
    });
  });

  it('keeps resources whose primary facility or approved list holds the facility', async () => {
    expect(await titles({ availableAt: here })).toEqual([
      'Approved Study Guide',
      'Both Prayer Mat',
      'Primary Quran',
    ]);
    expect(await titles({ availableAt: elsewhere })).toEqual([
      'Approved Study Guide',
      'Elsewhere Book',
      'Primary Quran',
    ]);
    expect((await titles({ availableAt: null })).length).toBe(5);
  });

  it('finds nothing for a facility no resource names, or an id no facility could have', async () => {
    const unused = (await insertFacility(app.database.db)).id;
    expect(await titles({ availableAt: unused })).toEqual([]);
    expect(await titles({ availableAt: crypto.randomUUID() })).toEqual([]);
    expect(await titles({ availableAt: 'not-a-facility-id' })).toEqual([]);
    expect(await titles({ availableAt: '' })).toEqual([]);
  });

  it('combines with search and with a category filter', async () => {
    expect(await titles({ availableAt: here, search: 'quran' })).toEqual(['Primary Quran']);
    expect(await titles({ availableAt: here, search: 'book' })).toEqual([]);
    const religious = { category: { eq: 'INCARCERATION_RELIGIOUS' } };
    expect(await titles({ availableAt: here, filter: religious })).toEqual([
      'Both Prayer Mat',
      'Primary Quran',
    ]);
    expect(await titles({ availableAt: elsewhere, filter: religious })).toEqual(['Primary Quran']);
    expect(
      await titles({
        availableAt: elsewhere,
        search: 'study',
        filter: { category: { eq: 'INCARCERATION_EDUCATIONAL' } },
      }),
    ).toEqual(['Approved Study Guide']);
  });

  it('serves volunteers the same way, e.g. the AVAILABLE resources at their facility', async () => {
    await insertResource(app.database.db, {
      title: 'Discontinued Tape',
      facilityId: here,
      status: 'DISCONTINUED',
    });
    const volunteer = await callerAs(app.server, app.database.db, 'Volunteers');
    const args = { availableAt: here, filter: { status: { eq: 'AVAILABLE' } } };
    expect(await titles(args, volunteer)).toEqual([
      'Approved Study Guide',
      'Both Prayer Mat',
      'Primary Quran',
    ]);
  });

  it('pages through the matches with nextToken: each once, no others', async () => {
    const db = app.database.db;
    // Resources that do not match sort between those that do, so pages cross them.
    for (const letter of ['K', 'M', 'R', 'T']) {
      await insertResource(db, { title: `${letter} Primary`, facilityId: here });
      await insertResource(db, { title: `${letter}${letter} Other`, facilityId: elsewhere });
      await insertResource(db, { title: `${letter} Approved`, approvedFacilities: [here] });
    }
    const seen: string[] = [];
    let nextToken: string | null = null;
    let pages = 0;
    do {
      const current: Page = await page(admin, { availableAt: here, limit: 3, nextToken });
      seen.push(...current.items.map((item) => item.title));
      nextToken = current.nextToken;
      pages += 1;
    } while (nextToken && pages < 10);
    expect(seen).toEqual([
      'Approved Study Guide',
      'Both Prayer Mat',
      'K Approved',
      'K Primary',
      'M Approved',
      'M Primary',
      'Primary Quran',
      'R Approved',
      'R Primary',
      'T Approved',
      'T Primary',
    ]);
    expect(pages).toBe(4);
  });
});

describe('resourceServiceAreas and the service area filter (the Post-Release tab)', () => {
  const AREAS = `{ resourceServiceAreas }`;

  it('names each service area once, trimmed, alphabetically, and lists the services of one', async () => {
    const db = app.database.db;
    await insertResource(db, { title: 'Shelter', type: 'HOUSING', serviceArea: 'North County' });
    await insertResource(db, { title: 'Food bank', type: 'FOOD', serviceArea: '  Eastside ' });
    await insertResource(db, { title: 'Clinic', type: 'HEALTHCARE', serviceArea: 'North County' });
    await insertResource(db, { title: 'Unplaced', type: 'HOUSING', serviceArea: null });
    await insertResource(db, { title: 'Blank', type: 'HOUSING', serviceArea: '   ' });

    const volunteer = await callerAs(app.server, app.database.db, 'Volunteers');
    for (const caller of [admin, volunteer]) {
      const result = await caller.run<{ resourceServiceAreas: string[] }>(AREAS);
      expect(result.errors).toEqual([]);
      expect(result.data!.resourceServiceAreas).toEqual(['Eastside', 'North County']);
    }
    const north = await page(admin, { filter: { serviceArea: { eq: 'North County' } } });
    expect(north.items.map((item) => item.title)).toEqual(['Clinic', 'Shelter']);
  });

  it('is refused to an account of the Clients group', async () => {
    const client = await callerAs(app.server, app.database.db, 'Clients');
    expect(errorCode(await client.run(AREAS))).toBe('FORBIDDEN');
  });
});
