/**
 * Reentry plans through the real API (product.md §3.3.1): an admin starts a plan from the default
 * plan, each step due relative to the release date and moving with it; a volunteer works the steps
 * of their assigned client's plan (status and notes only) and sees no other; owners are admins or
 * the assigned volunteer; a deleted client takes its plan along, audited.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/domain/common/calendar';
import { auditEntry } from '../../db/schema/audit';
import { client } from '../../db/schema/client';
import { reentryStep } from '../../db/schema/reentry-step';
import { insertClient } from '../../../../tests/support/client-factory';
import { errorCode, type Caller } from '../../../../tests/support/graphql';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin, volunteer, otherVolunteer] = signedInForEachTest(app, [
  'Admins',
  'Volunteers',
  'Volunteers',
]);

const START =
  'mutation($clientId: ID!) { startReentryPlan(clientId: $clientId) { id title offsetDays dueOn ownerId ownerName status } }';
const LIST = `query($clientId: ID!) {
  listReentrySteps(filter: { clientId: { eq: $clientId } }, limit: 100) {
    items { id title offsetDays dueOn ownerId status doneOn notes version }
  }
}`;
const UPDATE =
  'mutation($input: UpdateReentryStepInput!) { updateReentryStep(input: $input) { id status doneOn notes title version } }';
const CREATE =
  'mutation($input: CreateReentryStepInput!) { createReentryStep(input: $input) { id ownerId } }';

interface Step {
  id: string;
  title: string;
  offsetDays: number | null;
  dueOn: string | null;
  ownerId: string | null;
  ownerName?: string | null;
  status: string;
  doneOn?: string | null;
  version?: number;
}

const DEFAULT_PLAN = [
  ['ID documents', -30],
  ['Housing secured', -14],
  ['Pick-up arranged', -3],
  ['First contact', 3],
  ['Employment or training', 30],
  ['Benefits applied', 30],
  ['Mentor assigned', null],
];

let clientId: string;
const RELEASE = '2027-03-20';

beforeEach(async () => {
  const db = app.database.db;
  clientId = (
    await insertClient(db, {
      assignedVolunteerId: volunteer.person!.id,
      releaseDate: RELEASE,
      reentryPlan: null,
    })
  ).id;
});

async function startPlan(): Promise<Step[]> {
  const result = await admin.run<{ startReentryPlan: Step[] }>(START, { clientId });
  expect(result.errors).toEqual([]);
  return result.data!.startReentryPlan;
}

const stepsAs = async (caller: Caller) =>
  (await caller.run<{ listReentrySteps: { items: Step[] } }>(LIST, { clientId })).data
    ?.listReentrySteps.items ?? [];

describe('starting a reentry plan', () => {
  it('copies the default plan, due relative to the release, owned by the assigned volunteer', async () => {
    const steps = await startPlan();
    expect(steps.map((step) => [step.title, step.offsetDays])).toEqual(DEFAULT_PLAN);
    expect(steps.map((step) => step.dueOn)).toEqual([
      '2027-02-18',
      '2027-03-06',
      '2027-03-17',
      '2027-03-23',
      '2027-04-19',
      '2027-04-19',
      null,
    ]);
    expect(new Set(steps.map((step) => step.ownerId))).toEqual(new Set([volunteer.person!.id]));
    expect(steps[0]!.ownerName).toBe('Volunteers Person');
    expect(new Set(steps.map((step) => step.status))).toEqual(new Set(['OPEN']));

    const [stored] = await app.database.db
      .select({ reentryPlan: client.reentryPlan })
      .from(client)
      .where(eq(client.id, clientId));
    expect(stored!.reentryPlan).toBe(true);
    const audited = await app.database.db
      .select({ recordType: auditEntry.recordType, action: auditEntry.action })
      .from(auditEntry)
      .where(eq(auditEntry.actorId, admin.person!.id));
    expect(audited.filter((entry) => entry.recordType === 'ReentryStep')).toHaveLength(7);
    expect(audited).toContainEqual({ recordType: 'Client', action: 'UPDATE' });
  });

  it('refuses a second plan, and volunteers may not start one', async () => {
    await startPlan();
    const again = await admin.run(START, { clientId });
    expect(errorCode(again)).toBe('VALIDATION_FAILED');
    expect(again.errors[0]!.message).toBe('This client already has a reentry plan');
    expect(errorCode(await volunteer.run(START, { clientId }))).toBe('FORBIDDEN');
    expect(await stepsAs(admin)).toHaveLength(7);
  });

  it('moves every due day when the release date moves', async () => {
    await startPlan();
    await app.database.db
      .update(client)
      .set({ releaseDate: addDays(RELEASE, 10) })
      .where(eq(client.id, clientId));
    const moved = await stepsAs(admin);
    for (const step of moved) {
      expect(step.dueOn).toBe(
        step.offsetDays === null ? null : addDays(RELEASE, 10 + step.offsetDays),
      );
    }
  });
});

describe('working a plan', () => {
  it('lets the assigned volunteer tick a step and write notes, recording the day it was done', async () => {
    const [first] = await startPlan();
    const done = await volunteer.run<{ updateReentryStep: Step & { notes: string } }>(UPDATE, {
      input: { id: first!.id, expectedVersion: 1, status: 'DONE', notes: 'Birth certificate sent' },
    });
    expect(done.errors).toEqual([]);
    expect(done.data!.updateReentryStep).toMatchObject({
      status: 'DONE',
      notes: 'Birth certificate sent',
    });
    // Today in the programme's time zone: within a day of today in UTC.
    const today = todayIn('UTC');
    expect([addDays(today, -1), today, addDays(today, 1)]).toContain(
      done.data!.updateReentryStep.doneOn,
    );

    // Opened again, it has no done day.
    const reopened = await volunteer.run<{ updateReentryStep: Step }>(UPDATE, {
      input: { id: first!.id, expectedVersion: 2, status: 'OPEN' },
    });
    expect(reopened.data!.updateReentryStep.doneOn).toBeNull();
  });

  it('refuses a volunteer any other change, any other client, and adding or removing steps', async () => {
    const [first] = await startPlan();
    const renamed = await volunteer.run(UPDATE, {
      input: { id: first!.id, expectedVersion: 1, title: 'Something else' },
    });
    expect(errorCode(renamed)).toBe('FORBIDDEN');
    expect(renamed.errors[0]!.message).toBe("Volunteers can change only a step's status and notes");

    expect(await stepsAs(otherVolunteer)).toEqual([]);
    const stranger = await otherVolunteer.run(UPDATE, {
      input: { id: first!.id, expectedVersion: 1, status: 'DONE' },
    });
    expect(errorCode(stranger)).toBe('NOT_FOUND');

    const added = await volunteer.run(CREATE, { input: { clientId, title: 'Extra' } });
    expect(errorCode(added)).toBe('FORBIDDEN');
    const removed = await volunteer.run(
      'mutation($input: DeleteReentryStepInput!) { deleteReentryStep(input: $input) { id } }',
      { input: { id: first!.id } },
    );
    expect(errorCode(removed)).toBe('FORBIDDEN');
    expect((await stepsAs(admin)).find((step) => step.id === first!.id)).toMatchObject({
      title: 'ID documents',
      status: 'OPEN',
    });
  });

  it('takes an admin or the assigned volunteer as owner, and no other volunteer', async () => {
    await startPlan();
    const mine = await admin.run<{ createReentryStep: { ownerId: string } }>(CREATE, {
      input: { clientId, title: 'Driving licence', offsetDays: 60, ownerId: admin.person!.id },
    });
    expect(mine.errors).toEqual([]);
    const refused = await admin.run(CREATE, {
      input: { clientId, title: 'Driving licence', ownerId: otherVolunteer.person!.id },
    });
    expect(errorCode(refused)).toBe('VALIDATION_FAILED');
    expect(refused.errors[0]!.extensions!.fieldErrors).toEqual({
      ownerId: "The owner must be an admin or the client's assigned volunteer",
    });
    const badOffset = await admin.run(CREATE, {
      input: { clientId, title: 'Far away', offsetDays: 5000 },
    });
    expect(badOffset.errors[0]!.extensions!.fieldErrors).toEqual({
      offsetDays: 'Days from release must be a whole number between -3650 and 3650',
    });
  });

  it('deletes the plan with the client, each step audited', async () => {
    const steps = await startPlan();
    const deleted = await admin.run(
      'mutation($input: DeleteClientInput!) { deleteClient(input: $input) { id } }',
      { input: { id: clientId } },
    );
    expect(deleted.errors).toEqual([]);
    expect(
      await app.database.db.select().from(reentryStep).where(eq(reentryStep.clientId, clientId)),
    ).toEqual([]);
    const deletions = await app.database.db
      .select({ recordId: auditEntry.recordId })
      .from(auditEntry)
      .where(eq(auditEntry.action, 'DELETE'));
    for (const step of steps) expect(deletions).toContainEqual({ recordId: step.id });
  });
});

describe('the default plan', () => {
  it('is kept by admins; volunteers neither read nor change it', async () => {
    const created = await admin.run<{ createReentryStepTemplate: { id: string } }>(
      'mutation($input: CreateReentryStepTemplateInput!) { createReentryStepTemplate(input: $input) { id } }',
      { input: { title: 'Phone set up', offsetDays: 1 } },
    );
    expect(created.errors).toEqual([]);
    const list = 'query { listReentryStepTemplates(limit: 100) { items { title offsetDays } } }';
    const listed = await admin.run<{
      listReentryStepTemplates: { items: { title: string; offsetDays: number | null }[] };
    }>(list);
    expect(listed.data!.listReentryStepTemplates.items).toContainEqual({
      title: 'Phone set up',
      offsetDays: 1,
    });
    expect(errorCode(await volunteer.run(list))).toBe('FORBIDDEN');
    // A plan started now has the new step.
    expect((await startPlan()).map((step) => step.title)).toContain('Phone set up');
  });
});
