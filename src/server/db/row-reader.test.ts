/**
 * The list pages' row reader (row-reader.ts) maps rows itself instead of through Drizzle's
 * select. It must give exactly what Drizzle gives for every kind of column: dates and times as
 * stored text, timestamps as Dates, lists, choices, numbers, flags and empty values.
 */
import { asc, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { insertClient } from '../../../tests/support/client-factory';
import { insertIncidentReport } from '../../../tests/support/incident-report-factory';
import { createPerson } from '../../../tests/support/people';
import { insertProgram } from '../../../tests/support/program-factory';
import { insertFacility, insertResource } from '../../../tests/support/resource-factory';
import { insertSchedule } from '../../../tests/support/schedule-factory';
import { useTestApp } from '../../../tests/support/test-app';
import { allColumns, readRows } from './row-reader';
import { client } from './schema/client';
import { facility } from './schema/facility';
import { incidentReport } from './schema/incident-report';
import { program } from './schema/program';
import { resource } from './schema/resource';
import { schedule } from './schema/schedule';

const app = useTestApp();

async function bothWays(table: PgTable & { id: never }) {
  const db = app.database.db;
  const drizzle = await db.select().from(table).orderBy(asc(table.id));
  const ours = await readRows(
    db,
    table,
    sql`select ${allColumns(table)}, 'x' as "key0" from ${table} order by ${table.id}`,
  );
  return { drizzle, ours };
}

describe('readRows', () => {
  it('maps every column of every listed record type exactly as Drizzle does', async () => {
    const db = app.database.db;
    const volunteer = await createPerson(db, 'Volunteers');
    const place = await insertFacility(db);
    await insertClient(db, { language: ['English', 'Arabic'], releaseDate: '2027-01-31' });
    await insertClient(db, { firstName: null, age: null, employmentStatus: null, notes: "O'Neil" });
    await insertResource(db, { facilityId: place.id, costPerUnit: 2.5 });
    await insertProgram(db, { facilityId: place.id, volunteerId: volunteer.id });
    await insertSchedule(db, { facilityId: place.id, volunteerId: volunteer.id });
    await insertIncidentReport(db, { facilityId: place.id, reporterId: volunteer.id });

    for (const table of [client, facility, resource, program, schedule, incidentReport]) {
      const { drizzle, ours } = await bothWays(table as never);
      expect(drizzle.length).toBeGreaterThan(0);
      expect(ours.map(({ row }) => row)).toEqual(drizzle);
      // Values selected beside the table's columns come back as they are, for paging tokens.
      expect(ours.every(({ raw }) => raw.key0 === 'x')).toBe(true);
    }
  });
});
