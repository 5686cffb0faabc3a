/**
 * Compiled execution (decision 027): a document's second run is compiled by graphql-jit. A
 * caller must not be able to tell: the same answer, the same errors with the same codes.
 */
import { parse, type ExecutionArgs } from 'graphql';
import { describe, expect, it } from 'vitest';
import { callerAs, errorCode } from '../../../tests/support/graphql';
import { insertClient } from '../../../tests/support/client-factory';
import { useTestApp } from '../../../tests/support/test-app';
import { createCompilePolicy } from './compiled-execution';
import { schema } from './schema';

const app = useTestApp();

const CLIENT_PAGE = `query ($filter: ModelClientFilterInput, $limit: Int) {
  listClients(filter: $filter, limit: $limit) {
    items {
      id clientId firstName preferredName age gender language incarcerated facilityId
      releaseDate employmentStatus consentGiven status version createdAt
    }
    nextToken
  }
}`;

describe('a document run again, compiled', () => {
  it('answers a list page exactly as its first run did', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const stored = [
      await insertClient(app.database.db, { firstName: 'Amina', language: ['English', 'Somali'] }),
      await insertClient(app.database.db, { firstName: null, age: null, status: 'INACTIVE' }),
      await insertClient(app.database.db, { employmentStatus: null }),
    ];
    const variables = { filter: { status: { eq: 'ACTIVE' } }, limit: 1 };
    const runs = [];
    for (let run = 0; run < 3; run += 1) runs.push(await admin.run(CLIENT_PAGE, variables));
    const first = runs[0]!.data as { listClients: { items: { id: string }[]; nextToken: string } };
    expect(runs[0]!.errors).toEqual([]);
    expect(first.listClients.items).toHaveLength(1);
    expect(stored.map((row) => row.id)).toContain(first.listClients.items[0]!.id);
    expect(first.listClients.nextToken).toEqual(expect.any(String));
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
  });

  it('refuses a bad variable with VALIDATION_FAILED and the same message every time', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const variables = { filter: { status: { eq: 'SOMETIMES' } } };
    const first = await admin.run(CLIENT_PAGE, variables);
    const again = await admin.run(CLIENT_PAGE, variables);
    expect(errorCode(first)).toBe('VALIDATION_FAILED');
    expect(first.errors[0]!.message).toMatch(/SOMETIMES/);
    expect(again).toEqual(first);
  });

  it('keeps refusing a field the viewer may not use, with FORBIDDEN', async () => {
    const volunteer = await callerAs(app.server, app.database.db, 'Volunteers');
    const adminsPage = '{ listAdmins { items { id email } } }';
    const first = await volunteer.run(adminsPage);
    const again = await volunteer.run(adminsPage);
    expect(errorCode(first)).toBe('FORBIDDEN');
    expect(again).toEqual(first);
  });

  it('answers a mutation that fails validation the same way when compiled', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const create = `mutation ($input: CreateClientInput!) { createClient(input: $input) { id } }`;
    const input = { preferredName: '', firstContactDate: 'soon' };
    const first = await admin.run(create, { input });
    const again = await admin.run(create, { input });
    expect(errorCode(first)).toBe('VALIDATION_FAILED');
    expect(again).toEqual(first);
  });
});

describe('which executions are compiled', () => {
  const viewer = { userId: 'someone' };
  const argsOf = (text: string, contextValue: unknown) =>
    ({ schema, document: parse(text), contextValue }) as ExecutionArgs;
  /** What a new policy answers for the same execution sent `times` times. */
  const answers = (args: ExecutionArgs, times: number) => {
    const shouldCompile = createCompilePolicy();
    return Array.from({ length: times }, () => shouldCompile(args));
  };

  it('a signed-in viewer’s document from its second run on', () => {
    const args = argsOf('{ dashboardStats { openIncidents } }', { viewer });
    expect(answers(args, 3)).toEqual([false, true, true]);
  });

  it('never for someone signed out, however often they send it', () => {
    const args = argsOf('{ dashboardStats { openIncidents } }', { viewer: null });
    expect(answers(args, 3)).toEqual([false, false, false]);
  });

  it('never for a subscription', () => {
    const args = argsOf('subscription { onRecordChanged(types: [Client]) { type } }', { viewer });
    expect(answers(args, 2)).toEqual([false, false]);
  });
});
