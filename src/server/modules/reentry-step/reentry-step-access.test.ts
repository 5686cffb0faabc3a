/**
 * Who may do what with reentry plans (product.md §3.3.1), through the real API with real
 * sessions, by the rules of a client's plan (tests/support/plan-record-access.ts): the client's
 * assigned volunteer reads and works the steps of that client's plan (status and notes); only
 * admins add, remove or start steps, and only admins see the default plan.
 */
import { reentryStep, reentryStepTemplate } from '../../db/schema/reentry-step';
import { describePlanRecordAccess } from '../../../../tests/support/plan-record-access';
import { useTestApp } from '../../../../tests/support/test-app';

describePlanRecordAccess({
  app: useTestApp(),
  typeName: 'ReentryStep',
  templateTypeName: 'ReentryStepTemplate',
  table: reentryStep,
  templateTable: reentryStepTemplate,
  insert: async (db, clientId, volunteerId) => {
    const [step] = await db
      .insert(reentryStep)
      .values({ clientId, title: 'ID documents', offsetDays: -30, ownerId: volunteerId })
      .returning();
    return step!.id;
  },
  insertTemplate: async (db) => {
    const [step] = await db
      .insert(reentryStepTemplate)
      .values({ title: 'Bus pass', offsetDays: -2 })
      .returning();
    return step!.id;
  },
  create: (clientId) => ({ clientId, title: 'Driving licence', offsetDays: -10 }),
  update: { status: 'DONE' },
  templateCreate: { title: 'Phone arranged', offsetDays: -7 },
  templateUpdate: { title: 'ID documents ready' },
  adminOperations: (clientWithout) => ({
    startPlan: () => [
      'mutation($clientId: ID!) { startReentryPlan(clientId: $clientId) { id } }',
      { clientId: clientWithout() },
    ],
  }),
});
