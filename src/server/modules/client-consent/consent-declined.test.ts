/**
 * Consent as it happened (product.md §3.3.4, decision 093), through the real API: a client who
 * declines when added is recorded as declined, with no "given" entry; without consent to be
 * served nothing new is recorded for them (a contact, a check-in, a program attended) until
 * their consent is recorded, and the refusal says why.
 */
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/domain/common/calendar';
import { clientInput } from '../../../../tests/support/client-factory';
import { contactLogInput } from '../../../../tests/support/contact-log-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';
import { NOT_SERVED_MESSAGE } from '../client/client-served';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);

const CREATE_CLIENT = `mutation($input: CreateClientInput!) {
  createClient(input: $input) { id version consentGiven dataUsageConsent }
}`;
const UPDATE_CLIENT = `mutation($input: UpdateClientInput!) {
  updateClient(input: $input) { id version programsAttended }
}`;
const LIST = `query($clientId: ID!) {
  listClientConsents(filter: { clientId: { eq: $clientId } }, limit: 20) {
    items { kind decision decidedOn method }
  }
}`;
const RECORD = `mutation($input: CreateClientConsentInput!) {
  createClientConsent(input: $input) { id decision }
}`;
const LOG = `mutation($input: CreateContactLogInput!) { createContactLog(input: $input) { id } }`;
const CHECK_IN = `mutation($input: CreateReentryCheckInInput!) { createReentryCheckIn(input: $input) { id } }`;

const today = todayIn('UTC');

async function addClient(overrides: Record<string, unknown>) {
  const created = await admin.run<{
    createClient: { id: string; version: number; consentGiven: boolean; dataUsageConsent: boolean };
  }>(CREATE_CLIENT, {
    input: clientInput({ firstContactDate: today, releaseDate: today, ...overrides }),
  });
  expect(created.errors).toEqual([]);
  return created.data!.createClient;
}

const decisions = async (clientId: string) =>
  (
    await admin.run<{ listClientConsents: { items: { kind: string; decision: string }[] } }>(LIST, {
      clientId,
    })
  ).data!.listClientConsents.items.toSorted((a, b) => a.kind.localeCompare(b.kind));

const formErrors = (result: { errors: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors[0]?.extensions?.fieldErrors;

describe('a client added who declined', () => {
  it('is recorded as declined, dated that day, with no consent given', async () => {
    const added = await addClient({ consentGiven: false, dataUsageConsent: false });
    expect(added).toMatchObject({ consentGiven: false, dataUsageConsent: false });
    expect(await decisions(added.id)).toEqual([
      { kind: 'BEING_SERVED', decision: 'DECLINED', decidedOn: today, method: 'FORM' },
      { kind: 'DATA_USAGE', decision: 'DECLINED', decidedOn: today, method: 'FORM' },
    ]);
  });

  it('may decline data use only, and be served', async () => {
    const added = await addClient({ dataUsageConsent: false });
    expect(await decisions(added.id)).toMatchObject([
      { kind: 'BEING_SERVED', decision: 'GIVEN' },
      { kind: 'DATA_USAGE', decision: 'DECLINED' },
    ]);
    const logged = await admin.run(LOG, { input: contactLogInput(added.id, { date: today }) });
    expect(logged.errors).toEqual([]);
  });
});

describe('without consent to be served', () => {
  it('refuses a new contact, a check-in and a program attended, saying why, until consent is recorded', async () => {
    const added = await addClient({ consentGiven: false });

    const logged = await admin.run(LOG, { input: contactLogInput(added.id, { date: today }) });
    expect(formErrors(logged)).toEqual({ form: NOT_SERVED_MESSAGE });
    const checkedIn = await admin.run(CHECK_IN, {
      input: { clientId: added.id, checkpoint: 'DAY_30', heldOn: today },
    });
    expect(formErrors(checkedIn)).toEqual({ form: NOT_SERVED_MESSAGE });
    const attended = await admin.run(UPDATE_CLIENT, {
      input: { id: added.id, expectedVersion: added.version, programsAttended: ['Study circle'] },
    });
    expect(formErrors(attended)).toEqual({ programsAttended: NOT_SERVED_MESSAGE });

    const given = await admin.run(RECORD, {
      input: {
        clientId: added.id,
        kind: 'BEING_SERVED',
        decision: 'GIVEN',
        decidedOn: today,
        method: 'IN_PERSON',
      },
    });
    expect(given.errors).toEqual([]);
    const loggedNow = await admin.run(LOG, { input: contactLogInput(added.id, { date: today }) });
    expect(loggedNow.errors).toEqual([]);
  });

  it('refuses once consent is withdrawn, and still lets other details be corrected', async () => {
    const added = await addClient({});
    const withdrawn = await admin.run(RECORD, {
      input: {
        clientId: added.id,
        kind: 'BEING_SERVED',
        decision: 'WITHDRAWN',
        decidedOn: today,
        method: 'LETTER',
      },
    });
    expect(withdrawn.errors).toEqual([]);

    const logged = await admin.run(LOG, { input: contactLogInput(added.id, { date: today }) });
    expect(formErrors(logged)).toEqual({ form: NOT_SERVED_MESSAGE });
    const corrected = await admin.run(UPDATE_CLIENT, {
      input: { id: added.id, expectedVersion: added.version + 1, notes: 'Moved to Leeds' },
    });
    expect(corrected.errors).toEqual([]);
  });
});
