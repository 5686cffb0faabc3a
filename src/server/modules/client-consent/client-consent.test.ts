/**
 * A client's consents as dated decisions through the real API (product.md §3.3.4, decision 072): a
 * new client's two consents are recorded as given on the form; an admin or the client's volunteer
 * records a decision later (which, given or withdrawn, the day, how), the client's consent follows
 * it in the same transaction, both audited and in the client's History; decisions are never edited;
 * withdrawing data-usage consent takes the client out of the reports.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/domain/common/calendar';
import { auditEntry } from '../../db/schema/audit';
import { client } from '../../db/schema/client';
import { clientConsent } from '../../db/schema/client-consent';
import { schema } from '../../graphql/schema';
import { clientInput } from '../../../../tests/support/client-factory';
import type { Caller } from '../../../../tests/support/graphql';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin, volunteer, otherVolunteer] = signedInForEachTest(app, [
  'Admins',
  'Volunteers',
  'Volunteers',
]);

const CREATE_CLIENT = `mutation($input: CreateClientInput!) {
  createClient(input: $input) { id version consentGiven dataUsageConsent }
}`;
const UPDATE_CLIENT = `mutation($input: UpdateClientInput!) {
  updateClient(input: $input) { id version notes consentGiven dataUsageConsent }
}`;
const RECORD = `mutation($input: CreateClientConsentInput!) {
  createClientConsent(input: $input) { id clientId kind decision decidedOn method notes createdBy }
}`;
const LIST = `query($clientId: ID!) {
  listClientConsents(filter: { clientId: { eq: $clientId } }, limit: 20) {
    items { kind decision decidedOn method createdBy recordedByName }
  }
}`;
const HISTORY = `query($id: ID!) {
  recordHistory(recordType: "Client", recordId: $id, limit: 50) {
    items { recordType action changes { field before after } }
  }
}`;
const REPORT = `query($from: String!, $to: String!) {
  programmeReport(from: $from, to: $to) { leftOutWithoutConsent leftOutNote }
}`;

const today = todayIn('UTC');
let clientId: string;

beforeEach(async () => {
  const created = await admin.run<{ createClient: { id: string } }>(CREATE_CLIENT, {
    input: clientInput({ assignedVolunteerId: volunteer.person!.id, firstContactDate: today }),
  });
  expect(created.errors).toEqual([]);
  clientId = created.data!.createClient.id;
});

const record = (caller: Caller, input: Record<string, unknown>) =>
  caller.run<{ createClientConsent: Record<string, unknown> }>(RECORD, {
    input: { clientId, kind: 'DATA_USAGE', decision: 'WITHDRAWN', decidedOn: today, ...input },
  });

const fieldErrors = (result: { errors: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors[0]?.extensions?.fieldErrors;

async function storedClient() {
  const [row] = await app.database.db.select().from(client).where(eq(client.id, clientId));
  return row!;
}

describe("a new client's consents", () => {
  it('are the first two decisions on the file: given on the form, that day, by whoever added them', async () => {
    const listed = await admin.run<{ listClientConsents: { items: { kind: string }[] } }>(LIST, {
      clientId,
    });
    // Same day: in no set order.
    const byKind = listed.data!.listClientConsents.items.toSorted((a, b) =>
      a.kind.localeCompare(b.kind),
    );
    expect(byKind).toEqual(
      ['BEING_SERVED', 'DATA_USAGE'].map((kind) => ({
        kind,
        decision: 'GIVEN',
        decidedOn: today,
        method: 'FORM',
        createdBy: admin.person!.id,
        recordedByName: 'Admins Person',
      })),
    );
    const audited = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordType, 'ClientConsent'));
    expect(audited.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['CREATE', admin.person!.id],
      ['CREATE', admin.person!.id],
    ]);
  });
});

describe('recording a decision', () => {
  it("by an admin: kept with who and how, the client's consent follows, both in the History", async () => {
    const result = await record(admin, { method: 'LETTER', notes: 'Letter of 3 March' });
    expect(result.errors).toEqual([]);
    expect(result.data!.createClientConsent).toMatchObject({
      clientId,
      kind: 'DATA_USAGE',
      decision: 'WITHDRAWN',
      decidedOn: today,
      method: 'LETTER',
      notes: 'Letter of 3 March',
      createdBy: admin.person!.id,
    });
    expect(await storedClient()).toMatchObject({
      consentGiven: true,
      dataUsageConsent: false,
      version: 2,
    });
    const history = await admin.run<{
      recordHistory: { items: { recordType: string; action: string; changes: unknown[] }[] };
    }>(HISTORY, { id: clientId });
    const [latest, before] = history.data!.recordHistory.items;
    expect(latest).toEqual({
      recordType: 'Client',
      action: 'UPDATE',
      changes: [{ field: 'dataUsageConsent', before: 'true', after: 'false' }],
    });
    expect(before).toMatchObject({ recordType: 'ClientConsent', action: 'CREATE' });

    // Given again later: the client's consent follows the latest decision.
    const again = await record(admin, { decision: 'GIVEN', method: 'IN_PERSON' });
    expect(again.errors).toEqual([]);
    expect((await storedClient()).dataUsageConsent).toBe(true);
  });

  it('by the volunteer whose client it is; another volunteer neither records nor sees it', async () => {
    const own = await record(volunteer, { kind: 'BEING_SERVED', method: 'IN_PERSON' });
    expect(own.errors).toEqual([]);
    expect((await storedClient()).consentGiven).toBe(false);

    const refused = await record(otherVolunteer, {
      kind: 'BEING_SERVED',
      decision: 'GIVEN',
      method: 'IN_PERSON',
    });
    expect(fieldErrors(refused)).toEqual({ clientId: 'Client not found' });
    expect((await storedClient()).consentGiven).toBe(false);
    const seen = await otherVolunteer.run<{ listClientConsents: { items: unknown[] } }>(LIST, {
      clientId,
    });
    expect(seen.data!.listClientConsents.items).toEqual([]);
    const mine = await volunteer.run<{ listClientConsents: { items: unknown[] } }>(LIST, {
      clientId,
    });
    expect(mine.data!.listClientConsents.items).toHaveLength(3);
  });

  it('refuses a day to come, a day before the last decision, and a missing answer, changing nothing', async () => {
    const future = await record(admin, { method: 'FORM', decidedOn: addDays(today, 1) });
    expect(fieldErrors(future)).toEqual({ decidedOn: 'Date cannot be in the future' });
    const earlier = await record(admin, { method: 'FORM', decidedOn: addDays(today, -1) });
    expect(fieldErrors(earlier)).toEqual({
      decidedOn: `Date cannot be before the last decision recorded on this consent (${today})`,
    });
    const unanswered = await admin.run(RECORD, {
      input: { clientId, kind: 'DATA_USAGE', decision: 'WITHDRAWN', decidedOn: today },
    });
    expect(fieldErrors(unanswered)).toEqual({ method: 'Choose how the client said so' });
    const wrong = await record(admin, { method: 'EMAIL' });
    expect(wrong.errors).not.toEqual([]);

    expect(await storedClient()).toMatchObject({ dataUsageConsent: true, version: 1 });
    const rows = await app.database.db
      .select()
      .from(clientConsent)
      .where(eq(clientConsent.clientId, clientId));
    expect(rows).toHaveLength(2);
  });

  it('is never edited or deleted through the API, and the client form does not change consent', async () => {
    const update = await admin.run('mutation { updateClientConsent(input: {}) { id } }');
    expect(update.errors[0]?.message).toMatch(/Cannot query field "updateClientConsent"/);
    const remove = await admin.run('mutation { deleteClientConsent(input: {}) { id } }');
    expect(remove.errors[0]?.message).toMatch(/Cannot query field "deleteClientConsent"/);
    // Nor does the API describe an input for an update that does not exist.
    expect(schema.getType('UpdateClientConsentInput')).toBeUndefined();
    expect(schema.getType('DeleteClientConsentInput')).toBeUndefined();

    const ticked = await admin.run(UPDATE_CLIENT, {
      input: { id: clientId, expectedVersion: 1, consentGiven: false },
    });
    expect(ticked.errors[0]?.message).toMatch(/consentGiven/);

    // A client who withdrew can still be edited: the form does not ask for consent again.
    await record(admin, { kind: 'BEING_SERVED', method: 'LETTER' });
    const edited = await admin.run<{ updateClient: Record<string, unknown> }>(UPDATE_CLIENT, {
      input: { id: clientId, expectedVersion: 2, notes: 'Moved to Leeds' },
    });
    expect(edited.errors).toEqual([]);
    expect(edited.data!.updateClient).toMatchObject({
      notes: 'Moved to Leeds',
      consentGiven: false,
      dataUsageConsent: true,
    });
  });
});

it('withdrawing data-usage consent takes the client out of the reports, which say so', async () => {
  const year = { from: addDays(today, -364), to: today };
  type Left = {
    programmeReport: { leftOutWithoutConsent: number | null; leftOutNote: string | null };
  };
  const before = await admin.run<Left>(REPORT, year);
  expect(before.data!.programmeReport).toEqual({ leftOutWithoutConsent: 0, leftOutNote: null });
  await record(admin, { method: 'LETTER' });
  const after = await admin.run<Left>(REPORT, year);
  // One client left out: "fewer than 5", as every count of 1 to 4 in a report (decision 085).
  expect(after.data!.programmeReport).toEqual({
    leftOutWithoutConsent: null,
    leftOutNote: 'Fewer than 5 clients without data-usage consent are left out of these figures.',
  });
});
