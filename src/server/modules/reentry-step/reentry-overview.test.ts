/**
 * Who is coming home and what is late (product.md §3.3.1), as the overview counts it and as the
 * clients list then shows it: releases within 30 days (the list's release-date filter), clients
 * with overdue reentry steps (its reentryStepsOverdueOn condition), and each client's plan
 * readiness on the list's rows.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/domain/common/calendar';
import { client } from '../../db/schema/client';
import { reentryStep } from '../../db/schema/reentry-step';
import { insertClient } from '../../../../tests/support/client-factory';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { callerAs } from '../../../../tests/support/graphql';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { programmeToday } from '../../../../tests/support/programme-today';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin, volunteer] = signedInForEachTest(app, ['Admins', 'Volunteers']);

let today: string;

interface Stats {
  today: string;
  releasesSoon: number;
  releasesBy: string;
  clientsWithOverdueSteps: number;
}

const stats = async () =>
  (
    await admin.run<{ dashboardStats: Stats }>(
      '{ dashboardStats { today releasesSoon releasesBy clientsWithOverdueSteps } }',
    )
  ).data!.dashboardStats;

async function inCustody(releaseInDays: number, assignedVolunteerId?: string) {
  const facility = await insertFacility(app.database.db);
  return insertClient(app.database.db, {
    incarcerated: true,
    facilityId: facility.id,
    releaseDate: addDays(today, releaseInDays),
    currentAddress: null,
    employmentStatus: null,
    housingStatus: null,
    ...(assignedVolunteerId ? { assignedVolunteerId } : {}),
  });
}

async function startPlan(clientId: string) {
  const result = await admin.run<{ startReentryPlan: { id: string; title: string }[] }>(
    'mutation($clientId: ID!) { startReentryPlan(clientId: $clientId) { id title } }',
    { clientId },
  );
  expect(result.errors).toEqual([]);
  return result.data!.startReentryPlan;
}

beforeEach(async () => {
  // Today in the programme's time zone, as the server counts it. (Not from dashboardStats:
  // the embedded database's overview remembers its figures until an audited change.)
  today = await programmeToday(admin);
});

describe('releases ahead and overdue steps', () => {
  it('counts releases within 30 days, as the clients list filtered by release date shows them', async () => {
    const soon = await inCustody(0);
    const edge = await inCustody(30);
    await inCustody(31); // too far
    await inCustody(-1); // already past
    const counted = await stats();
    expect(counted.today).toBe(today);
    expect(counted.releasesSoon).toBe(2);
    expect(counted.releasesBy).toBe(addDays(today, 30));

    const listed = await admin.run<{
      listClients: { items: { id: string }[] };
      countClients: number;
    }>(
      `query($filter: ModelClientFilterInput) {
        listClients(filter: $filter, sortBy: RELEASE_DATE, sortDirection: ASC) { items { id } }
        countClients(filter: $filter)
      }`,
      {
        filter: {
          incarcerated: { eq: true },
          releaseDate: { ge: today, le: counted.releasesBy },
        },
      },
    );
    expect(listed.data!.listClients.items.map((row) => row.id)).toEqual([soon.id, edge.id]);
    expect(listed.data!.countClients).toBe(counted.releasesSoon);
  });

  it('counts clients with overdue steps, lists the same, and says how ready each plan is', async () => {
    // Released in 10 days: ID documents (30 before) and housing (14 before) are overdue.
    const late = await inCustody(10, volunteer.person!.id);
    const steps = await startPlan(late.id);
    // Released in 40 days: nothing due yet.
    const early = await inCustody(40);
    await startPlan(early.id);
    await inCustody(5); // no plan

    let counted = await stats();
    expect(counted.clientsWithOverdueSteps).toBe(1);
    const overdueList = `query($day: ID) {
      listClients(reentryStepsOverdueOn: $day) { items { id reentryReadiness { due done overdue steps } } }
      countClients(reentryStepsOverdueOn: $day)
    }`;
    const listed = await admin.run<{
      listClients: {
        items: {
          id: string;
          reentryReadiness: { due: number; done: number; overdue: number; steps: number };
        }[];
      };
      countClients: number;
    }>(overdueList, { day: counted.today });
    expect(listed.data!.listClients.items).toEqual([
      { id: late.id, reentryReadiness: { due: 2, done: 0, overdue: 2, steps: 7 } },
    ]);
    expect(listed.data!.countClients).toBe(1);

    // Ticking both overdue steps clears the figure; readiness follows.
    const idDocuments = steps.find((step) => step.title === 'ID documents')!;
    const housing = steps.find((step) => step.title === 'Housing secured')!;
    for (const step of [idDocuments, housing]) {
      const done = await volunteer.run(
        'mutation($input: UpdateReentryStepInput!) { updateReentryStep(input: $input) { id } }',
        { input: { id: step.id, expectedVersion: 1, status: 'DONE' } },
      );
      expect(done.errors).toEqual([]);
    }
    counted = await stats();
    expect(counted.clientsWithOverdueSteps).toBe(0);
    const readiness = await volunteer.run<{
      getClient: { reentryReadiness: { due: number; done: number; overdue: number } };
    }>('query($id: ID!) { getClient(id: $id) { reentryReadiness { due done overdue } } }', {
      id: late.id,
    });
    expect(readiness.data!.getClient.reentryReadiness).toEqual({ due: 2, done: 2, overdue: 0 });

    // A step not needed is neither due nor overdue.
    await app.database.db
      .update(reentryStep)
      .set({ status: 'NOT_NEEDED' })
      .where(eq(reentryStep.id, idDocuments.id));
    const after = await admin.run<{ getClient: { reentryReadiness: { due: number } } }>(
      'query($id: ID!) { getClient(id: $id) { reentryReadiness { due } } }',
      { id: late.id },
    );
    expect(after.data!.getClient.reentryReadiness.due).toBe(1);
  });

  it("gives a volunteer their clients' releases within 30 days and their overdue steps", async () => {
    const mine = await inCustody(10, volunteer.person!.id);
    await inCustody(45, volunteer.person!.id); // too far
    await inCustody(10); // not theirs
    const steps = await startPlan(mine.id);
    const own = async () =>
      (
        await volunteer.run<{
          myVolunteerDashboard: { releasesSoon: number; overdueReentrySteps: number };
        }>('{ myVolunteerDashboard { releasesSoon overdueReentrySteps } }')
      ).data!.myVolunteerDashboard;
    // ID documents (30 days before) and housing (14 before) are overdue, both theirs.
    expect(await own()).toEqual({ releasesSoon: 1, overdueReentrySteps: 2 });
    // A step an admin took over is the admin's to do.
    const housing = steps.find((step) => step.title === 'Housing secured')!;
    await app.database.db
      .update(reentryStep)
      .set({ ownerId: admin.person!.id })
      .where(eq(reentryStep.id, housing.id));
    expect(await own()).toEqual({ releasesSoon: 1, overdueReentrySteps: 1 });
  });

  it("shows no readiness of another volunteer's client to a volunteer", async () => {
    const theirs = await inCustody(10);
    await startPlan(theirs.id);
    const other = await callerAs(app.server, app.database.db, 'Volunteers');
    await app.database.db
      .update(client)
      .set({ createdBy: other.person!.id })
      .where(eq(client.id, theirs.id));
    const seen = await other.run<{ getClient: { reentryReadiness: unknown } | null }>(
      'query($id: ID!) { getClient(id: $id) { reentryReadiness { due } } }',
      { id: theirs.id },
    );
    // They may read the client they created, but the plan belongs to the assigned volunteer.
    expect(seen.data!.getClient).toEqual({ reentryReadiness: null });
  });
});
