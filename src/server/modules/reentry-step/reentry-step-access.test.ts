/**
 * Who may do what with reentry plans (product.md §3.3.1), through the real API with real
 * sessions: admins everything, including the default plan; the client's assigned volunteer reads
 * and works the steps of that client's plan (status and notes); other volunteers see none of it;
 * only admins add, remove or start steps, and only admins see the default plan.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { reentryStep, reentryStepTemplate } from '../../db/schema/reentry-step';
import { insertClient } from '../../../../tests/support/client-factory';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';
import {
  ALLOWED,
  NULL,
  crudOperations,
  describeAccessMatrix,
  everyOperation,
  listedIds,
  recordVersion,
  rowCaller,
  type MatrixOperation,
} from '../../../../tests/support/access-matrix';

const app = useTestApp();

let assigned: Caller;
let clientId: string;
let planlessClientId: string;
let stepId: string;
let templateStepId: string;

// Two record types: the steps act on the client's step (the matrix's subject), the template's
// on a step of the default plan.
const TEMPLATE = crudOperations('ReentryStepTemplate', {
  create: () => ({ title: 'Phone arranged', offsetDays: -7 }),
  update: { title: 'ID documents ready' },
});

const OPERATIONS = {
  ...crudOperations('ReentryStep', {
    create: () => ({ clientId, title: 'Driving licence', offsetDays: -10 }),
    update: { status: 'DONE' },
  }),
  startPlan: () => [
    'mutation($clientId: ID!) { startReentryPlan(clientId: $clientId) { id } }',
    { clientId: planlessClientId },
  ],
  listTemplate: TEMPLATE.list,
  createTemplate: TEMPLATE.create,
  updateTemplate: (_id, row) => TEMPLATE.update(templateStepId, row),
  deleteTemplate: (_id, row) => TEMPLATE.delete(templateStepId, row),
} satisfies Record<string, MatrixOperation>;

const all = (code: string) => everyOperation(code, OPERATIONS);

const ADMINS_ONLY = {
  create: 'FORBIDDEN',
  delete: 'FORBIDDEN',
  startPlan: 'FORBIDDEN',
  listTemplate: 'FORBIDDEN',
  createTemplate: 'FORBIDDEN',
  updateTemplate: 'FORBIDDEN',
  deleteTemplate: 'FORBIDDEN',
};

const EXPECTED = {
  signedOut: all('UNAUTHENTICATED'),
  noGroup: all('FORBIDDEN'),
  Clients: all('FORBIDDEN'),
  volunteerAssigned: { ...all(ALLOWED), ...ADMINS_ONLY },
  // The client is not theirs: the step is not there for them.
  volunteerOther: { ...all(ALLOWED), ...ADMINS_ONLY, get: NULL, update: 'NOT_FOUND' },
  Admins: all(ALLOWED),
  SuperAdmins: all(ALLOWED),
};

beforeEach(async () => {
  const db = app.database.db;
  assigned = await callerAs(app.server, db, 'Volunteers');
  const volunteerId = assigned.person!.id;
  clientId = (
    await insertClient(db, { assignedVolunteerId: volunteerId, releaseDate: '2027-03-20' })
  ).id;
  planlessClientId = (
    await insertClient(db, {
      assignedVolunteerId: volunteerId,
      releaseDate: '2027-04-20',
      reentryPlan: null,
    })
  ).id;
  const [step] = await db
    .insert(reentryStep)
    .values({ clientId, title: 'ID documents', offsetDays: -30, ownerId: volunteerId })
    .returning();
  stepId = step!.id;
  const [templateStep] = await db
    .insert(reentryStepTemplate)
    .values({ title: 'Bus pass', offsetDays: -2 })
    .returning();
  templateStepId = templateStep!.id;
});

describeAccessMatrix({
  operations: OPERATIONS,
  expected: EXPECTED,
  callerFor: (label) => rowCaller(app, label, { volunteerAssigned: assigned }),
  subjectId: () => stepId,
  alsoCheck: async ({ expected }) => {
    if (expected === ALLOWED) return;
    // Refused: nothing changed.
    const db = app.database.db;
    expect(await recordVersion(db, reentryStep, stepId)).toBe(1);
    expect(await recordVersion(db, reentryStepTemplate, templateStepId)).toBe(1);
    expect(await db.select().from(reentryStep)).toHaveLength(1);
  },
});

describe('lists hold only what the subject may read', () => {
  it("admins see every plan's steps; a volunteer only their clients' plans", async () => {
    const db = app.database.db;
    const stranger = await callerAs(app.server, db, 'Volunteers');
    const strangersClient = await insertClient(db, { assignedVolunteerId: stranger.person!.id });
    const [theirs] = await db
      .insert(reentryStep)
      .values({ clientId: strangersClient.id, title: 'Housing secured', offsetDays: -14 })
      .returning();
    const ids = (caller: Caller) => listedIds(caller, 'listReentrySteps');
    for (const group of ['Admins', 'SuperAdmins'] as const) {
      expect(await ids(await callerAs(app.server, db, group))).toEqual([stepId, theirs!.id].sort());
    }
    expect(await ids(assigned)).toEqual([stepId]);
    expect(await ids(stranger)).toEqual([theirs!.id]);
  });
});
