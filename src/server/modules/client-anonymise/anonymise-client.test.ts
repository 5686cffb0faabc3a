// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * Anonymising a client on request (decision 076, product.md §3.3.7), through the real API, on
 * PGlite and on PostgreSQL with TEST_DATABASE_URL: afterwards no identifying value of the person is
 * left anywhere in the database (every table of every schema is searched, the audit trail
 * included), what reports count is kept in coarse form, and the trail says who anonymised them and
 * why without the values removed.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/domain/common/calendar';
import { auditEntry } from '../../db/schema/audit';
import { client } from '../../db/schema/client';
import { contactLog } from '../../db/schema/contact-log';
import { reentryCheckIn } from '../../db/schema/reentry-check-in';
import { incarceratedClientInput } from '../../../../tests/support/client-factory';
import { insertFacility } from '../../../../tests/support/resource-factory';
import {
  ANONYMISE,
  BESIDE,
  EXPORT_CLIENTS,
  PERSON,
  REASON,
  everyRowAsText,
  ok,
  seedPerson,
  useAnonymisingApp,
  tablesHolding,
} from '../../../../tests/support/anonymised-person';

const { app, superAdmin, admin, volunteer } = useAnonymisingApp();
const today = todayIn('UTC');

describe('anonymising a client', () => {
  it('leaves none of their identifying values anywhere in the database', async () => {
    const person = await seedPerson(admin, volunteer);
    const identifying = [
      ...Object.values(PERSON).flat(),
      ...Object.values(BESIDE),
      person.clientNumber,
    ];
    // The search finds them before: each value is really stored somewhere.
    const before = await everyRowAsText(app.database.db);
    for (const value of identifying) expect(tablesHolding(before, value), value).not.toEqual([]);

    const { anonymiseClient } = await ok<{ anonymiseClient: Record<string, unknown> }>(
      superAdmin,
      ANONYMISE,
      { i: { id: person.id, reason: REASON } },
    );
    expect(anonymiseClient).toMatchObject({
      id: person.id,
      preferredName: 'Anonymised',
      firstName: null,
      email: null,
      anonymisedOn: today,
    });
    expect(anonymiseClient.clientId).toMatch(/^ANON-[0-9A-F]{12}$/);

    const after = await everyRowAsText(app.database.db);
    const left = identifying
      .map((value) => [value, tablesHolding(after, value)] as const)
      .filter(([, tables]) => tables.length > 0);
    expect(left).toEqual([]);
  });

  it('removes the inmate number and housing unit of a client in custody, and searches by the number', async () => {
    const facilityId = (await insertFacility(app.database.db)).id;
    const stay = { inmateNumber: 'QX-77123', housingUnit: 'Quillfeather wing 9' };
    const { createClient } = await ok<{ createClient: { id: string } }>(
      admin,
      'mutation($i: CreateClientInput!) { createClient(input: $i) { id } }',
      { i: incarceratedClientInput(facilityId, { preferredName: 'Harith', ...stay }) },
    );
    // Someone looked them up by number and took the list: the search is kept with the export.
    await ok(admin, EXPORT_CLIENTS, { search: stay.inmateNumber });
    for (const value of Object.values(stay)) {
      expect(tablesHolding(await everyRowAsText(app.database.db), value), value).not.toEqual([]);
    }
    await ok(superAdmin, ANONYMISE, { i: { id: createClient.id, reason: REASON } });
    const after = await everyRowAsText(app.database.db);
    for (const value of Object.values(stay)) expect(tablesHolding(after, value), value).toEqual([]);
  });

  it('keeps what the reports count, in coarse form', async () => {
    const person = await seedPerson(admin, volunteer);
    await ok(superAdmin, ANONYMISE, { i: { id: person.id, reason: REASON } });
    const db = app.database.db;
    const [kept] = await db.select().from(client).where(eq(client.id, person.id));
    expect(kept).toMatchObject({
      gender: 'FEMALE',
      age: 30,
      incarcerated: false,
      status: 'ACTIVE',
      employmentStatus: 'UNEMPLOYED_LOOKING',
      housingStatus: 'TRANSITIONAL',
      consentGiven: true,
      dataUsageConsent: true,
      firstContactDate: '2021-05-01',
      releaseDate: `${addDays(today, -40).slice(0, 7)}-01`,
      assignedVolunteerId: volunteer.person!.id,
    });
    const [visit] = await db.select().from(contactLog).where(eq(contactLog.clientId, person.id));
    expect(visit).toMatchObject({ date: '2026-10-01', notes: null });
    const [checkIn] = await db
      .select()
      .from(reentryCheckIn)
      .where(eq(reentryCheckIn.clientId, person.id));
    expect(checkIn).toMatchObject({ checkpoint: 'DAY_30', heldOn: `${today.slice(0, 7)}-01` });
  });

  it('is audited with who, when and why, and the history keeps its entries without values', async () => {
    const person = await seedPerson(admin, volunteer);
    await ok(superAdmin, ANONYMISE, { i: { id: person.id, reason: REASON } });
    const history = await ok<{
      recordHistory: {
        items: {
          action: string;
          actorName: string | null;
          changes: { field: string; before: string | null }[];
        }[];
      };
    }>(
      admin,
      'query($id: ID!) { recordHistory(recordType: "Client", recordId: $id) { items { action actorName changes { field before } } } }',
      { id: person.id },
    );
    const items = history.recordHistory.items;
    expect(items[0]).toMatchObject({ action: 'ANONYMISE', changes: [] });
    // The views, the export and every change are still there: who saw and changed the file.
    expect(items.map((item) => item.action)).toEqual(
      expect.arrayContaining(['CREATE', 'UPDATE', 'VIEW', 'EXPORT']),
    );
    expect(items.every((item) => item.changes.length === 0)).toBe(true);
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(sql`${auditEntry.action} = 'ANONYMISE' and ${auditEntry.recordId} = ${person.id}`);
    expect(entry!.actorId).toBe(superAdmin.person!.id);
    expect(entry!.snapshot).toMatchObject({
      reason: REASON,
      fieldsRemoved: expect.arrayContaining(['firstName', 'email', 'notes', 'clientId']),
    });
  });

  it('redacts the exports that searched for them, keeping who took which list, on which fields', async () => {
    const person = await seedPerson(admin, volunteer);
    // A word of the last name; a part of the first name; a number written another way.
    await ok(admin, EXPORT_CLIENTS, { search: 'whitlock' });
    await ok(admin, EXPORT_CLIENTS, { filter: { firstName: { contains: 'Qasimov' } } });
    await ok(admin, EXPORT_CLIENTS, { filter: { contactNumber: { contains: '07700900555' } } });
    // Another person's search, and a list that mentions no one.
    await ok(admin, EXPORT_CLIENTS, { search: 'Yusuf Ali' });
    await ok(admin, EXPORT_CLIENTS, { filter: { status: { eq: 'ACTIVE' } } });
    const exportsBefore = await app.database.db
      .select()
      .from(auditEntry)
      .where(sql`${auditEntry.action} = 'EXPORT' and ${auditEntry.recordId} = '*'`)
      .orderBy(auditEntry.id);

    await ok(superAdmin, ANONYMISE, { i: { id: person.id, reason: REASON } });
    const exportsAfter = await app.database.db
      .select()
      .from(auditEntry)
      .where(sql`${auditEntry.action} = 'EXPORT' and ${auditEntry.recordId} = '*'`)
      .orderBy(auditEntry.id);
    const snapshots = exportsAfter.map((entry) => entry.snapshot);
    const fileName = exportsBefore[0]!.snapshot.fileName;
    const list = { fileName, conditions: {}, orderings: {} };
    expect(snapshots).toEqual([
      {
        ...list,
        rowCount: 1,
        search: '[anonymised]',
        filter: { lastName: { eq: '[anonymised]' }, status: { eq: 'ACTIVE' } },
      },
      { ...list, rowCount: 1, search: '[anonymised]' },
      { ...list, rowCount: 1, filter: { firstName: { contains: '[anonymised]' } } },
      { ...list, rowCount: 0, filter: { contactNumber: { contains: '[anonymised]' } } },
      exportsBefore[4]!.snapshot,
      exportsBefore[5]!.snapshot,
    ]);
    // Who took them and when stays.
    expect(exportsAfter.map(({ snapshot: _s, ...rest }) => rest)).toEqual(
      exportsBefore.map(({ snapshot: _s, ...rest }) => rest),
    );
  });
});
