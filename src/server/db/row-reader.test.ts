/**
 * The row reader (row-reader.ts: list pages, and every record a write reads or returns) maps
 * rows itself instead of through Drizzle's select. It must give exactly what Drizzle gives for
 * every kind of column: dates and times as stored text, timestamps as Dates, lists, choices,
 * numbers, flags and empty values.
 */
import { asc, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { insertClient } from '../../../tests/support/client-factory';
import { insertContactLog } from '../../../tests/support/contact-log-factory';
import { insertIncidentReport } from '../../../tests/support/incident-report-factory';
import { createPerson } from '../../../tests/support/people';
import { insertProgram } from '../../../tests/support/program-factory';
import { insertFacility, insertResource } from '../../../tests/support/resource-factory';
import { insertResourceRequest } from '../../../tests/support/resource-request-factory';
import { insertSchedule } from '../../../tests/support/schedule-factory';
import { useTestApp } from '../../../tests/support/test-app';
import { allColumns, readRows } from './row-reader';
import { admin } from './schema/admin';
import { client } from './schema/client';
import { contactLog } from './schema/contact-log';
import { facility } from './schema/facility';
import { incidentReport } from './schema/incident-report';
import { program } from './schema/program';
import { resource } from './schema/resource';
import { resourceRequest } from './schema/resource-request';
import { schedule } from './schema/schedule';
import { volunteer } from './schema/volunteer';

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
  it('maps every column of every record type exactly as Drizzle does', async () => {
    const db = app.database.db;
    const leader = await createPerson(db, 'Volunteers');
    await createPerson(db, 'Admins');
    const place = await insertFacility(db);
    const served = await insertClient(db, {
      language: ['English', 'Arabic'],
      releaseDate: '2027-01-31',
    });
    await insertClient(db, { firstName: null, age: null, employmentStatus: null, notes: "O'Neil" });
    const stock = await insertResource(db, { facilityId: place.id, costPerUnit: 2.5 });
    await insertProgram(db, { facilityId: place.id, volunteerId: leader.id });
    await insertSchedule(db, { facilityId: place.id, volunteerId: leader.id });
    await insertIncidentReport(db, { facilityId: place.id, reporterId: leader.id });
    await insertContactLog(db, { clientId: served.id, volunteerId: leader.id });
    await insertResourceRequest(db, { resourceId: stock.id, requesterId: leader.id });

    const tables = [client, facility, resource, program, schedule, incidentReport];
    for (const table of [...tables, volunteer, admin, contactLog, resourceRequest]) {
      const { drizzle, ours } = await bothWays(table as never);
      expect(drizzle.length).toBeGreaterThan(0);
      expect(ours.map(({ row }) => row)).toEqual(drizzle);
      // Values selected beside the table's columns come back as they are, for paging tokens.
      expect(ours.every(({ raw }) => raw.key0 === 'x')).toBe(true);
    }
  });
});
