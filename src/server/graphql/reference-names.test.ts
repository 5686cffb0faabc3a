/**
 * The names a list row carries for what it points at (decision 055): the page shows them without
 * loading every facility and volunteer of the programme.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../db/schema/auth';
import { insertClient } from '../../../tests/support/client-factory';
import { callerAs, type Caller } from '../../../tests/support/graphql';
import { insertIncidentReport } from '../../../tests/support/incident-report-factory';
import { createPerson } from '../../../tests/support/people';
import { insertFacility } from '../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../tests/support/signed-in';
import { useTestApp } from '../../../tests/support/test-app';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);

const CLIENT_NAMES = `query($filter: ModelClientFilterInput) {
  listClients(filter: $filter, limit: 100) { items { preferredName facilityName assignedVolunteerName } } }`;

interface ClientNames {
  preferredName: string;
  facilityName: string | null;
  assignedVolunteerName: string | null;
}

async function clientNames(caller: Caller, facilityId?: string): Promise<ClientNames[]> {
  const result = await caller.run<{ listClients: { items: ClientNames[] } }>(CLIENT_NAMES, {
    filter: facilityId ? { facilityId: { eq: facilityId } } : undefined,
  });
  expect(result.errors).toEqual([]);
  return result.data!.listClients.items;
}

describe('name fields beside references', () => {
  it("give each row of a page its facility's and volunteer's names", async () => {
    const { db } = app.database;
    const riverside = await insertFacility(db, { name: 'Riverside Correctional' });
    const amina = await createPerson(db, 'Volunteers', 'Amina', 'Khan');
    const bilal = await createPerson(db, 'Volunteers', 'Bilal', 'Ahmed');
    // More rows than one lookup per row would allow to go unnoticed.
    for (let index = 0; index < 30; index += 1) {
      await insertClient(db, {
        preferredName: `Row ${String(index).padStart(2, '0')}`,
        facilityId: riverside.id,
        incarcerated: true,
        assignedVolunteerId: index % 2 === 0 ? amina.id : bilal.id,
      });
    }
    const rows = await clientNames(admin, riverside.id);
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      const even = Number(row.preferredName.slice(4)) % 2 === 0;
      expect(row).toMatchObject({
        facilityName: 'Riverside Correctional',
        assignedVolunteerName: even ? 'Amina Khan' : 'Bilal Ahmed',
      });
    }
  });

  it('are null where nothing is pointed at', async () => {
    const unassigned = await insertClient(app.database.db, { preferredName: 'Unassigned' });
    const [row] = (await clientNames(admin)).filter((one) => one.preferredName === 'Unassigned');
    expect(row).toEqual({
      preferredName: unassigned.preferredName,
      facilityName: null,
      assignedVolunteerName: null,
    });
  });

  it("name a person by their volunteer or admin record, never the account's own display name", async () => {
    const { db } = app.database;
    const site = await insertFacility(db);
    const staff = await createPerson(db, 'Admins', 'Sara', 'Coordinator');
    const amina = await createPerson(db, 'Volunteers', 'Amina', 'Khan');
    // The display name an account holder can change themselves (decision 055).
    await db.update(user).set({ name: 'Sara Superadmin' }).where(eq(user.id, amina.id));
    const report = await insertIncidentReport(db, {
      facilityId: site.id,
      reporterId: staff.id,
      witnessVolunteers: [amina.id, 'gone-account', staff.id],
    });
    const result = await admin.run<{
      getIncidentReport: {
        facilityName: string;
        reporterName: string;
        witnessVolunteerNames: string[];
      };
    }>(
      `query($id: ID!) { getIncidentReport(id: $id) { facilityName reporterName witnessVolunteerNames } }`,
      { id: report.id },
    );
    expect(result.errors).toEqual([]);
    expect(result.data!.getIncidentReport).toEqual({
      facilityName: site.name,
      reporterName: 'Sara Coordinator',
      // Witnesses are volunteers: an admin's id among them has no volunteer's name; a gone one none.
      witnessVolunteerNames: ['Amina Khan'],
    });
  });

  it('show a volunteer the names on the records they may read, and nothing of the others', async () => {
    const { db } = app.database;
    const volunteer = await callerAs(app.server, db, 'Volunteers');
    const colleague = await createPerson(db, 'Volunteers', 'Yusuf', 'Ali');
    const site = await insertFacility(db, { name: 'Eastfield Prison' });
    // Created by the volunteer, since assigned to a colleague: still theirs to read.
    await insertClient(db, {
      preferredName: 'Theirs',
      createdBy: volunteer.person!.id,
      assignedVolunteerId: colleague.id,
      facilityId: site.id,
      incarcerated: true,
    });
    await insertClient(db, { preferredName: 'Not theirs', assignedVolunteerId: colleague.id });
    expect(await clientNames(volunteer)).toEqual([
      {
        preferredName: 'Theirs',
        facilityName: 'Eastfield Prison',
        assignedVolunteerName: 'Yusuf Ali',
      },
    ]);
  });
});
