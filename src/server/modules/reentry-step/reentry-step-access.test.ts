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
  expectOutcome,
  listedIds,
  recordVersion,
  rowCaller,
} from '../../../../tests/support/access-matrix';

const app = useTestApp();

type Operation =
  | 'list'
  | 'get'
  | 'create'
  | 'update'
  | 'delete'
  | 'startPlan'
  | 'listTemplate'
  | 'createTemplate'
  | 'updateTemplate'
  | 'deleteTemplate';

let assigned: Caller;
let clientId: string;
let planlessClientId: string;
let stepId: string;
let templateStepId: string;

const OPERATIONS: Record<Operation, () => [string, Record<string, unknown>]> = {
  list: () => ['query { listReentrySteps { items { id } } }', {}],
  get: () => ['query($id: ID!) { getReentryStep(id: $id) { id } }', { id: stepId }],
  create: () => [
    'mutation($input: CreateReentryStepInput!) { createReentryStep(input: $input) { id } }',
    { input: { clientId, title: 'Driving licence', offsetDays: -10 } },
  ],
  update: () => [
    'mutation($input: UpdateReentryStepInput!) { updateReentryStep(input: $input) { id } }',
    { input: { id: stepId, expectedVersion: 1, status: 'DONE' } },
  ],
  delete: () => [
    'mutation($input: DeleteReentryStepInput!) { deleteReentryStep(input: $input) { id } }',
    { input: { id: stepId } },
  ],
  startPlan: () => [
    'mutation($clientId: ID!) { startReentryPlan(clientId: $clientId) { id } }',
    { clientId: planlessClientId },
  ],
  listTemplate: () => ['query { listReentryStepTemplates { items { id } } }', {}],
  createTemplate: () => [
    'mutation($input: CreateReentryStepTemplateInput!) { createReentryStepTemplate(input: $input) { id } }',
    { input: { title: 'Phone arranged', offsetDays: -7 } },
  ],
  updateTemplate: () => [
    'mutation($input: UpdateReentryStepTemplateInput!) { updateReentryStepTemplate(input: $input) { id } }',
    { input: { id: templateStepId, expectedVersion: 1, title: 'ID documents ready' } },
  ],
  deleteTemplate: () => [
    'mutation($input: DeleteReentryStepTemplateInput!) { deleteReentryStepTemplate(input: $input) { id } }',
    { input: { id: templateStepId } },
  ],
};

const all = (code: string) =>
  Object.fromEntries(Object.keys(OPERATIONS).map((operation) => [operation, code])) as Record<
    Operation,
    string
  >;

const ADMINS_ONLY = {
  create: 'FORBIDDEN',
  delete: 'FORBIDDEN',
  startPlan: 'FORBIDDEN',
  listTemplate: 'FORBIDDEN',
  createTemplate: 'FORBIDDEN',
  updateTemplate: 'FORBIDDEN',
  deleteTemplate: 'FORBIDDEN',
};

const EXPECTED: Record<string, Record<Operation, string>> = {
  signedOut: all('UNAUTHENTICATED'),
  noGroup: all('FORBIDDEN'),
  Clients: all('FORBIDDEN'),
  volunteerAssigned: { ...all(ALLOWED), ...ADMINS_ONLY },
  // The client is not theirs: the step is not there for them.
  volunteerOther: { ...all(ALLOWED), ...ADMINS_ONLY, get: NULL, update: 'NOT_FOUND' },
  Admins: all(ALLOWED),
  SuperAdmins: all(ALLOWED),
};

const subjectCaller = (label: string) => rowCaller(app, label, { volunteerAssigned: assigned });

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

describe.each(Object.keys(EXPECTED))('%s', (label) => {
  it.each(Object.keys(OPERATIONS) as Operation[])('%s', async (operation) => {
    const caller = await subjectCaller(label);
    const [query, variables] = OPERATIONS[operation]();
    const result = await caller.run<Record<string, unknown>>(query, variables);
    const expected = EXPECTED[label]![operation];
    expectOutcome(result, expected);
    if (expected === ALLOWED) return;
    // Refused: nothing changed.
    const db = app.database.db;
    expect(await recordVersion(db, reentryStep, stepId)).toBe(1);
    expect(await recordVersion(db, reentryStepTemplate, templateStepId)).toBe(1);
    expect(await db.select().from(reentryStep)).toHaveLength(1);
  });
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
