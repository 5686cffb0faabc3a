/**
 * The order of lists (ordering.ts): `sortDirection` on every listX, `openFirst` on
 * listIncidentReports, and keyset paging that stays exact in each order: every row once, in
 * order, ties by id, also when rows are added between pages; a token only works in its order.
 */
import { RECORD_TYPES } from '../../shared/record/declarations';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { callerAs, errorCode, type Caller } from '../../../tests/support/graphql';
import { insertIncidentReport } from '../../../tests/support/incident-report-factory';
import { insertProgram } from '../../../tests/support/program-factory';
import { insertResourceRequest } from '../../../tests/support/resource-request-factory';
import { insertFacility, insertResource } from '../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../tests/support/signed-in';
import { useTestApp } from '../../../tests/support/test-app';
import { schema } from '../graphql/schema';
import { byColumn } from './ordering';
import { client } from './schema/client';
import { resourceRequest } from './schema/resource-request';
import type { IncidentStatus } from '../../shared/domain/incident/incident.enums';

const app = useTestApp();
const [admin, volunteer] = signedInForEachTest(app, ['Admins', 'Volunteers']);
let facilityId: string;

interface Row {
  id: string;
  date?: string;
  status?: string;
  notes?: string;
}

interface Page {
  items: Row[];
  nextToken: string | null;
}

type Direction = 'ASC' | 'DESC';

const INVALID_TOKEN = 'The paging token is not valid. Start again from the first page.';

const PROGRAMS = `query($limit: Int, $nextToken: String, $sortDirection: SortDirection) {
  listPrograms(limit: $limit, nextToken: $nextToken, sortDirection: $sortDirection) {
    items { id date } nextToken } }`;

const REPORTS = `query($filter: ModelIncidentReportFilterInput, $limit: Int, $nextToken: String,
    $sortDirection: SortDirection, $openFirst: Boolean) {
  listIncidentReports(filter: $filter, limit: $limit, nextToken: $nextToken,
      sortDirection: $sortDirection, openFirst: $openFirst) {
    items { id date status } nextToken } }`;

async function page(caller: Caller, query: string, variables: Record<string, unknown>) {
  const result = await caller.run<Record<string, Page>>(query, variables);
  expect(result.errors).toEqual([]);
  return Object.values(result.data!)[0]!;
}

/** Every page of a list, `limit` rows at a time; `between` runs after each page but the last. */
async function allPages(
  caller: Caller,
  query: string,
  variables: Record<string, unknown>,
  between?: (pageNumber: number) => Promise<void>,
): Promise<Row[][]> {
  const pages: Row[][] = [];
  let nextToken: string | null = null;
  do {
    const result: Page = await page(caller, query, { ...variables, nextToken });
    pages.push(result.items);
    nextToken = result.nextToken;
    if (nextToken && between) await between(pages.length);
  } while (nextToken);
  return pages;
}

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

/** By date, then id, in `direction` (PostgreSQL orders uuids as their lowercase text). */
function compareByDate(direction: Direction) {
  const sign = direction === 'ASC' ? 1 : -1;
  return (a: { id: string; date: string }, b: { id: string; date: string }) =>
    sign * (a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

function byDate<Item extends { id: string; date: string }>(rows: Item[], direction: Direction) {
  return [...rows].sort(compareByDate(direction));
}

const isOpen = (status: string) => status === 'OPEN' || status === 'UNDER_REVIEW';

/** Open reports first, then the others; each group by date and id in `direction`. */
function openFirst<Item extends { id: string; date: string; status: string }>(
  rows: Item[],
  direction: Direction,
) {
  const sorted = byDate(rows, direction);
  return [
    ...sorted.filter((row) => isOpen(row.status)),
    ...sorted.filter((row) => !isOpen(row.status)),
  ];
}

async function addProgram(date: string) {
  return insertProgram(app.database.db, {
    facilityId,
    volunteerId: volunteer.person!.id,
    date,
  });
}

async function addReport(date: string, status: IncidentStatus, reporterId = volunteer.person!.id) {
  return insertIncidentReport(app.database.db, { facilityId, reporterId, date, status });
}

beforeEach(async () => {
  facilityId = (await insertFacility(app.database.db)).id;
});

describe('sortDirection', () => {
  it('orders programs by date then id, ascending by default and descending with DESC', async () => {
    const programs = [];
    for (const date of ['2030-03-02', '2030-03-01', '2030-03-02', '2030-03-03', '2030-03-02']) {
      programs.push(await addProgram(date));
    }
    const asc = await page(admin, PROGRAMS, {});
    expect(ids(asc.items)).toEqual(ids(byDate(programs, 'ASC')));
    expect(ids((await page(admin, PROGRAMS, { sortDirection: 'ASC' })).items)).toEqual(
      ids(asc.items),
    );

    const desc = await page(admin, PROGRAMS, { sortDirection: 'DESC' });
    expect(ids(desc.items)).toEqual(ids(byDate(programs, 'DESC')));
    expect(desc.items.map((item) => item.date)).toEqual([
      '2030-03-03',
      '2030-03-02',
      '2030-03-02',
      '2030-03-02',
      '2030-03-01',
    ]);
    // The three on the same date, by id descending.
    const tied = desc.items.slice(1, 4).map((item) => item.id);
    expect(tied).toEqual([...tied].sort().reverse());
  });

  it('pages 7 programs 2 at a time in DESC: each exactly once, in order', async () => {
    const programs = [];
    for (const date of ['01', '05', '03', '05', '02', '05', '04']) {
      programs.push(await addProgram(`2030-04-${date}`));
    }
    const pages = await allPages(admin, PROGRAMS, { limit: 2, sortDirection: 'DESC' });
    expect(pages.map((items) => items.length)).toEqual([2, 2, 2, 1]);
    expect(ids(pages.flat())).toEqual(ids(byDate(programs, 'DESC')));
  });

  it.each(['ASC', 'DESC'] as const)(
    'stays exact in %s when programs are added between pages',
    async (direction) => {
      const programs = [];
      for (const date of ['01', '02', '02', '03', '04', '05']) {
        programs.push(await addProgram(`2030-05-${date}`));
      }
      const [earliest, latest] = ['2030-04-30', '2030-06-01'];
      const added: (typeof programs)[number][] = [];
      const pages = await allPages(
        admin,
        PROGRAMS,
        { limit: 2, sortDirection: direction },
        async (pageNumber) => {
          if (pageNumber !== 1) return;
          // Before the place reached, on the date reached (the id decides), and still ahead.
          added.push(await addProgram(direction === 'ASC' ? earliest : latest));
          added.push(await addProgram('2030-05-02'));
          added.push(await addProgram(direction === 'ASC' ? latest : earliest));
        },
      );
      const [first, ...rest] = pages;
      const compare = compareByDate(direction);
      const lastShown = programs.find((row) => row.id === first!.at(-1)!.id)!;
      const ahead = byDate([...programs, ...added], direction).filter(
        (row) => compare(row, lastShown) > 0,
      );
      expect(ids(first!)).toEqual(ids(byDate(programs, direction).slice(0, 2)));
      expect(ids(rest.flat())).toEqual(ids(ahead));
      expect(ids(rest.flat())).toContain(added[2]!.id);
      expect(ids(pages.flat())).not.toContain(added[0]!.id);
    },
  );

  it('keeps the microseconds of a timestamp sort column between pages', async () => {
    // Requests made in the same millisecond: a token holding a JavaScript Date (milliseconds)
    // would land before the last one shown and show it again.
    const resourceId = (await insertResource(app.database.db)).id;
    const notes = ['a', 'b', 'c', 'd', 'e'];
    for (const [index, note] of notes.entries()) {
      const request = await insertResourceRequest(app.database.db, {
        resourceId,
        requesterId: volunteer.person!.id,
        notes: note,
      });
      await app.database.db
        .update(resourceRequest)
        .set({ requestDate: sql`${`2030-01-01 10:00:00.12300${index + 1}+00`}::timestamptz` })
        .where(eq(resourceRequest.id, request.id));
    }
    const query = `query($limit: Int, $nextToken: String, $sortDirection: SortDirection) {
      listResourceRequests(limit: $limit, nextToken: $nextToken, sortDirection: $sortDirection) {
        items { id notes } nextToken } }`;
    for (const direction of ['ASC', 'DESC'] as const) {
      const pages = await allPages(admin, query, { limit: 2, sortDirection: direction });
      const expected = direction === 'ASC' ? notes : [...notes].reverse();
      expect(pages.flat().map((row) => row.notes)).toEqual(expected);
    }
  });

  it('is an argument of every model list, and every sort column is NOT NULL', async () => {
    const lists = Object.values(schema.getQueryType()!.getFields()).filter(
      // The outbox and the audit trail are not model lists: always newest first.
      (field) =>
        field.name.startsWith('list') &&
        !['listOutboxMessages', 'listAuditEntries'].includes(field.name),
    );
    // One per registered record type.
    expect(lists.map((field) => field.name).sort()).toEqual(
      RECORD_TYPES.map(({ declaration }) => `list${declaration.pluralName}`).sort(),
    );
    for (const field of lists) {
      const argument = field.args.find((arg) => arg.name === 'sortDirection');
      expect(String(argument?.type), field.name).toBe('SortDirection');
      // Every list runs in DESC (listing asserts its sort column is NOT NULL).
      const result = await admin.run(`query { ${field.name}(sortDirection: DESC) { nextToken } }`);
      expect(result.errors, field.name).toEqual([]);
    }
  });

  it('refuses to sort by a column that may be null', () => {
    expect(() => byColumn(client.firstName)).toThrow(
      'Lists cannot be sorted by first_name: it may be null',
    );
  });
});

describe('openFirst', () => {
  const statuses: [string, IncidentStatus][] = [
    ['2030-01-05', 'CLOSED'],
    ['2030-01-02', 'OPEN'],
    ['2030-01-04', 'UNDER_REVIEW'],
    ['2030-01-01', 'RESOLVED'],
    ['2030-01-03', 'OPEN'],
    ['2030-01-04', 'RESOLVED'],
    ['2030-01-02', 'UNDER_REVIEW'],
    ['2030-01-06', 'OPEN'],
  ];

  it('puts OPEN and UNDER_REVIEW first, by date inside each group, paged 2 at a time', async () => {
    const reports = [];
    for (const [date, status] of statuses) reports.push(await addReport(date, status));
    for (const direction of ['ASC', 'DESC'] as const) {
      const pages = await allPages(admin, REPORTS, {
        limit: 2,
        sortDirection: direction,
        openFirst: true,
      });
      const seen = pages.flat();
      expect(ids(seen), direction).toEqual(ids(openFirst(reports, direction)));
      expect(
        seen.map((row) => isOpen(row.status!)),
        direction,
      ).toEqual([...Array<boolean>(5).fill(true), ...Array<boolean>(3).fill(false)]);
    }
    // false or left out: by date alone.
    const plain = await allPages(admin, REPORTS, { limit: 3, openFirst: false });
    expect(ids(plain.flat())).toEqual(ids(byDate(reports, 'ASC')));
  });

  it('combines with a filter and with what a volunteer may read', async () => {
    const other = await callerAs(app.server, app.database.db, 'Volunteers');
    const mine = [];
    const theirs = [];
    for (const [date, status] of statuses) {
      mine.push(await addReport(date, status));
      theirs.push(await addReport(date, status, other.person!.id));
    }

    // A volunteer sees only the reports they filed, in the same order.
    const own = await allPages(volunteer, REPORTS, {
      limit: 2,
      sortDirection: 'DESC',
      openFirst: true,
    });
    expect(ids(own.flat())).toEqual(ids(openFirst(mine, 'DESC')));

    // An admin's filter keeps its subset, in the same order.
    const filter = {
      reporterId: { eq: other.person!.id },
      date: { between: ['2030-01-02', '2030-01-04'] },
    };
    const filtered = await allPages(admin, REPORTS, { filter, limit: 2, openFirst: true });
    const expected = theirs.filter((row) => row.date >= '2030-01-02' && row.date <= '2030-01-04');
    expect(expected.length).toBe(5);
    expect(ids(filtered.flat())).toEqual(ids(openFirst(expected, 'ASC')));
  });
});

describe('paging tokens', () => {
  async function firstToken(caller: Caller, query: string, variables: Record<string, unknown>) {
    const result = await page(caller, query, { ...variables, limit: 1 });
    expect(result.nextToken).not.toBeNull();
    return result.nextToken!;
  }

  async function expectRefused(query: string, variables: Record<string, unknown>) {
    const result = await admin.run(query, { ...variables, limit: 1 });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.message).toBe(INVALID_TOKEN);
    expect(result.errors[0]!.extensions?.fieldErrors).toEqual({
      nextToken: 'Invalid paging token',
    });
  }

  it('refuses a token made for another order or another list', async () => {
    for (const date of ['2030-01-01', '2030-01-02', '2030-01-03']) {
      await addProgram(date);
      await addReport(date, 'OPEN');
    }
    const ascending = await firstToken(admin, PROGRAMS, {});
    await expectRefused(PROGRAMS, { nextToken: ascending, sortDirection: 'DESC' });
    const descending = await firstToken(admin, PROGRAMS, { sortDirection: 'DESC' });
    await expectRefused(PROGRAMS, { nextToken: descending });

    const open = await firstToken(admin, REPORTS, { openFirst: true });
    await expectRefused(REPORTS, { nextToken: open });
    await expectRefused(REPORTS, { nextToken: open, openFirst: true, sortDirection: 'DESC' });
    const plain = await firstToken(admin, REPORTS, {});
    await expectRefused(REPORTS, { nextToken: plain, openFirst: true });
    // Programs and reports are both by date: still not interchangeable.
    await expectRefused(REPORTS, { nextToken: ascending });

    // The same token in its own order goes on.
    expect(
      (await page(admin, PROGRAMS, { nextToken: descending, sortDirection: 'DESC', limit: 1 }))
        .items[0]!.date,
    ).toBe('2030-01-02');
  });

  it('refuses a token that is not one, or holds values of the wrong type', async () => {
    await addProgram('2030-01-01');
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const id = '00000000-0000-0000-0000-000000000000';
    const order = 'Program,date ASC,id ASC';
    for (const nextToken of [
      'not a token',
      forged(['2030-01-01', id]),
      forged({ order, after: ['2030-01-01'] }),
      forged({ order, after: ['2030-01-01', 7] }),
      forged({ order, after: ['not a date', id] }),
      forged({ order, after: ['2030-02-30', id] }),
      forged({ order, after: ['2030-01-01', 'not a uuid'] }),
    ]) {
      await expectRefused(PROGRAMS, { nextToken });
    }
    const openOrder = 'IncidentReport,openFirst ASC,date ASC,id ASC';
    await expectRefused(REPORTS, {
      openFirst: true,
      nextToken: forged({ order: openOrder, after: ['first', '2030-01-01', id] }),
    });
    // A well-formed one made by hand is just a place in the list.
    const made = forged({ order, after: ['2029-12-31', id] });
    expect((await page(admin, PROGRAMS, { nextToken: made })).items.length).toBe(1);
  });
});
