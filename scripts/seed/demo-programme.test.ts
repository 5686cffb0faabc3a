/**
 * The demo programme shows the product (docs/decisions/098-a-demo-that-shows-the-product.md):
 * loaded into a real database, the overview's every attention line has something in it, visits
 * are mostly by cleared volunteers, releases fall in each window, programs run all year under
 * titles that match their types, and the same seed gives the same programme.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/support/database';
import type { DatabaseHandle } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/library-internals/execute-rows';
import { schedule, type ScheduleRow } from '../../src/server/db/schema/schedule';
import { rememberedDashboardStats } from '../../src/server/modules/dashboard/dashboard.service';
import { scheduleClearanceFlag } from '../../src/server/modules/volunteer-clearance/schedule-clearance-flag';
import { generateDemoData } from './generate';
import { loadDemoProgramme } from './load';
import { PROGRAM_TITLES } from './names';
import { generateReentryData } from './reentry';

const TODAY = '2026-12-04';
const NOW = new Date(`${TODAY}T09:00:00Z`);
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await loadDemoProgramme(database.db, 1, TODAY);
}, 120_000);
afterAll(() => database.close());

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await rowsOf(database.db, query)) as Row[];
}

describe('the demo programme', () => {
  it("fills every one of the overview's attention lines", async () => {
    const stats = await rememberedDashboardStats(database.db, TODAY, NOW, null);
    for (const [line, value] of Object.entries(stats)) expect(value, line).toBeGreaterThan(0);
  });

  it('has most visits still to come by volunteers cleared for them, and a few flagged', async () => {
    const upcoming = (await database.db.select().from(schedule)).filter(
      (row: ScheduleRow) =>
        (row.status === 'PENDING' || row.status === 'APPROVED') && row.lastEndTime > NOW,
    );
    const request = {};
    const flags = await Promise.all(
      upcoming.map((row) => scheduleClearanceFlag(request, database.db, row, 'UTC', NOW)),
    );
    const flagged = flags.filter((flag) => flag !== null).length;
    expect(upcoming.length).toBeGreaterThan(50);
    expect(flagged).toBeGreaterThan(0);
    expect(flagged / upcoming.length).toBeLessThan(0.2);
  });

  it('has pending requests ahead, and only a few left pending after their day', async () => {
    const pending = await database.db.select().from(schedule);
    const ahead = pending.filter((row) => row.status === 'PENDING' && row.startTime > NOW);
    const behind = pending.filter((row) => row.status === 'PENDING' && row.startTime <= NOW);
    expect(ahead.length).toBeGreaterThan(20);
    expect(behind.length).toBeGreaterThan(0);
    expect(behind.length).toBeLessThan(ahead.length / 10);
  });

  it('has releases within 30, 60 and 90 days, and overdue plan steps', async () => {
    const [windows] = await rows<Record<string, number>>(sql`select
      count(*) filter (where release_date between ${TODAY}::date and ${TODAY}::date + 30)::int as "within30",
      count(*) filter (where release_date between ${TODAY}::date + 31 and ${TODAY}::date + 60)::int as "within60",
      count(*) filter (where release_date between ${TODAY}::date + 61 and ${TODAY}::date + 90)::int as "within90"
      from client where incarcerated`);
    expect(windows).toEqual({
      within30: expect.any(Number) as number,
      within60: expect.any(Number) as number,
      within90: expect.any(Number) as number,
    });
    for (const [window, count] of Object.entries(windows!))
      expect(count, window).toBeGreaterThan(3);
  });

  it('runs programs in each of twelve months, each titled for its type', async () => {
    const programs = await rows<{ type: string; title: string; month: string }>(
      sql`select type, title, to_char(date, 'YYYY-MM') as month from program`,
    );
    expect(new Set(programs.map((row) => row.month)).size).toBeGreaterThanOrEqual(12);
    const mismatched = programs.filter(
      (row) => !PROGRAM_TITLES[row.type as keyof typeof PROGRAM_TITLES].includes(row.title),
    );
    expect(mismatched).toEqual([]);
    const jumuah = programs.filter((row) => row.title === "Jumu'ah prayer");
    expect(jumuah.length).toBeGreaterThan(0);
    expect(new Set(jumuah.map((row) => row.type))).toEqual(new Set(['JUMAH_PRAYER']));
  });

  it('records consent for every client with contacts, and no contact before the first', async () => {
    const [row] = await rows<{ withoutConsent: number; beforeFirst: number; contacts: number }>(sql`
      select count(*) filter (where not exists (select 1 from client_consent k
          where k.client_id = l.client_id and k.kind = 'BEING_SERVED' and k.decision = 'GIVEN'
            and k.decided_on <= l.date))::int as "withoutConsent",
        count(*) filter (where l.date < c.first_contact_date)::int as "beforeFirst",
        count(*)::int as contacts
      from contact_log l join client c on c.id = l.client_id`);
    expect(row).toEqual({ withoutConsent: 0, beforeFirst: 0, contacts: expect.any(Number) });
    expect(row!.contacts).toBeGreaterThan(100);
  });

  it('is the same programme on every run', () => {
    const first = generateDemoData(1, TODAY, ['lead']);
    const second = generateDemoData(1, TODAY, ['lead']);
    expect(second).toEqual(first);
    expect(generateReentryData(second.clients, TODAY)).toEqual(
      generateReentryData(first.clients, TODAY),
    );
  });
});
