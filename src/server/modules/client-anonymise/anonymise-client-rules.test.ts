// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * The rules of anonymising a client (decision 076, product.md §3.3.7): every field of a client and
 * of the records beside one has its treatment decided, only super admins anonymise, with a reason,
 * once; and an anonymised record stays closed. What is left in the database afterwards is
 * anonymise-client.test.ts's.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/domain/common/calendar';
import { client } from '../../db/schema/client';
import { contactLog } from '../../db/schema/contact-log';
import { reentryCheckIn } from '../../db/schema/reentry-check-in';
import { clientDeclaration } from '../../../shared/domain/client/client.record';
import { TYPES_KEPT_BESIDE_A_CLIENT } from '../../../shared/record/declarations';
import type { ClientRow } from '../../db/schema/client';
import { RECORD_TABLES } from '../../db/schema/record-tables.generated';
import { anonymisedValues } from './anonymise-client';
import { contactLogInput } from '../../../../tests/support/contact-log-factory';
import { errorCode, type Caller } from '../../../../tests/support/graphql';
import {
  ANONYMISE,
  PERSON,
  REASON,
  everyRowAsText,
  ok,
  seedPerson,
  useAnonymisingApp,
  withoutRequestCounters,
} from '../../../../tests/support/anonymised-person';

const { app, superAdmin, admin, volunteer } = useAnonymisingApp();
const today = todayIn('UTC');

describe('anonymising a client', () => {
  it('is decided for every field of a client and of the records kept beside one', () => {
    const decidedFieldByField = [
      clientDeclaration,
      ...TYPES_KEPT_BESIDE_A_CLIENT.filter((type) => !type.deletedWhenClientAnonymised),
    ];
    const undecided = decidedFieldByField.flatMap((declaration) =>
      Object.entries(declaration.fields)
        .filter(([, field]) => field.anonymise === undefined)
        .map(([name]) => `${declaration.typeName}.${name}`),
    );
    // A new field fails here until its declaration says `anonymise: ...`.
    expect(undecided).toEqual([]);
    const withoutTable = TYPES_KEPT_BESIDE_A_CLIENT.map((type) => type.typeName).filter(
      (name) => !Object.hasOwn(RECORD_TABLES, name),
    );
    expect(withoutTable).toEqual([]);
  });

  it('gives each client field it coarsens or replaces a value of its own', () => {
    const row = { id: '7f0e0c1a-0000-4000-8000-000000000001', age: 37 } as ClientRow;
    const given = Object.keys(anonymisedValues(row, '2026-12-05'));
    const wanted = Object.entries(clientDeclaration.fields)
      .filter(([, field]) => field.anonymise === 'coarsen' || field.anonymise === 'replace')
      .map(([name]) => name);
    expect(wanted.filter((name) => !given.includes(name))).toEqual([]);
  });

  it('is for super admins only, needs a reason, and is done once', async () => {
    const person = await seedPerson(admin, volunteer);
    const byAdmin = await admin.run(ANONYMISE, { i: { id: person.id, reason: REASON } });
    expect(errorCode(byAdmin)).toBe('FORBIDDEN');
    const noReason = await superAdmin.run(ANONYMISE, { i: { id: person.id, reason: '  ' } });
    expect(noReason.errors[0]?.extensions?.fieldErrors).toEqual({ reason: 'Reason is required' });
    const [untouched] = await app.database.db.select().from(client).where(eq(client.id, person.id));
    expect(untouched).toMatchObject({ preferredName: PERSON.preferredName, anonymisedOn: null });

    await ok(superAdmin, ANONYMISE, { i: { id: person.id, reason: REASON } });
    const again = await superAdmin.run(ANONYMISE, { i: { id: person.id, reason: REASON } });
    expect(again.errors[0]?.message).toBe('This client is already anonymised');
    const unknown = await superAdmin.run(ANONYMISE, {
      i: { id: '00000000-0000-4000-8000-000000000000', reason: REASON },
    });
    expect(errorCode(unknown)).toBe('NOT_FOUND');
  });

  it('leaves the record closed: no change to it, nothing new beside it; deleting still works', async () => {
    const person = await seedPerson(admin, volunteer);
    const [log] = await app.database.db
      .select({ id: contactLog.id, version: contactLog.version })
      .from(contactLog)
      .where(eq(contactLog.clientId, person.id));
    const [checkIn] = await app.database.db
      .select({ id: reentryCheckIn.id, version: reentryCheckIn.version })
      .from(reentryCheckIn)
      .where(eq(reentryCheckIn.clientId, person.id));
    const anonymised = await ok<{ anonymiseClient: { clientId: string } }>(superAdmin, ANONYMISE, {
      i: { id: person.id, reason: REASON },
    });
    const [stored] = await app.database.db.select().from(client).where(eq(client.id, person.id));
    const tableText = withoutRequestCounters(await everyRowAsText(app.database.db));

    // Each is refused as a whole form: the client is not a field the person filled in.
    const attempts: [string, Caller, string, Record<string, unknown>][] = [
      [
        'the client',
        admin,
        'mutation($i: UpdateClientInput!) { updateClient(input: $i) { id } }',
        { i: { id: person.id, expectedVersion: stored!.version, firstName: 'Qasimovic' } },
      ],
      [
        'a contact log',
        admin,
        'mutation($i: CreateContactLogInput!) { createContactLog(input: $i) { id } }',
        { i: contactLogInput(person.id, { notes: 'Met his brother', date: today }) },
      ],
      [
        "the volunteer's contact log",
        volunteer,
        'mutation($i: CreateContactLogInput!) { createContactLog(input: $i) { id } }',
        { i: contactLogInput(person.id, { notes: 'Met his brother', date: today }) },
      ],
      [
        'notes on a kept contact log',
        admin,
        'mutation($i: UpdateContactLogInput!) { updateContactLog(input: $i) { id } }',
        { i: { id: log!.id, expectedVersion: log!.version, notes: 'Talked about Safiyya' } },
      ],
      [
        'notes on a kept check-in',
        admin,
        'mutation($i: UpdateReentryCheckInInput!) { updateReentryCheckIn(input: $i) { id } }',
        { i: { id: checkIn!.id, expectedVersion: checkIn!.version, notes: 'With Rafiq' } },
      ],
      [
        'a consent decision',
        admin,
        'mutation($i: CreateClientConsentInput!) { createClientConsent(input: $i) { id } }',
        {
          i: {
            clientId: person.id,
            kind: 'DATA_USAGE',
            decision: 'WITHDRAWN',
            decidedOn: today,
            method: 'LETTER',
          },
        },
      ],
      [
        'a reentry step',
        admin,
        'mutation($i: CreateReentryStepInput!) { createReentryStep(input: $i) { id } }',
        { i: { clientId: person.id, title: 'See the imam', offsetDays: 5 } },
      ],
      [
        'a reentry plan',
        admin,
        'mutation($id: ID!) { startReentryPlan(clientId: $id) { id } }',
        { id: person.id },
      ],
    ];
    for (const [what, caller, mutation, variables] of attempts) {
      const refused = await caller.run(mutation, variables);
      expect(errorCode(refused), what).toBe('VALIDATION_FAILED');
      const fieldErrors = refused.errors[0]?.extensions?.fieldErrors as Record<string, string>;
      expect(fieldErrors, what).toEqual({
        form:
          what === 'the client'
            ? 'This client was anonymised: their record can no longer be changed'
            : 'This client was anonymised: nothing more can be recorded for them',
      });
    }
    // Nothing was written by any of them.
    expect(withoutRequestCounters(await everyRowAsText(app.database.db))).toEqual(tableText);

    const deleted = await ok<{ deleteClient: { clientId: string } }>(
      admin,
      'mutation($i: DeleteClientInput!) { deleteClient(input: $i) { clientId } }',
      { i: { id: person.id } },
    );
    expect(deleted.deleteClient.clientId).toBe(anonymised.anonymiseClient.clientId);
  });
});
