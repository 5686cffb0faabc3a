import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../tests/support/render';
import type { VolunteerName } from '../../volunteer/api/volunteer.api';
import { ClientForm } from './ClientForm';

const FACILITIES = [
  { id: 'facility-1', name: 'HMP Manchester' },
  { id: 'facility-2', name: 'HMP Leeds' },
];

const VOLUNTEERS: VolunteerName[] = [
  { id: 'volunteer-1', firstName: 'Yusuf', lastName: 'Ali', status: 'ACTIVE' },
];

const INCARCERATED_FIELDS = ['Facility', 'Expected Release Date', 'Has a reentry plan'];
const COMMUNITY_FIELDS = [
  'Current Address',
  'Employment Status',
  'Housing Status',
  'Community Support',
];

const CONSENT = 'The client has given consent';
const DATA_CONSENT = 'The client agrees to how their data is used';

const REQUIRED_MESSAGES = {
  'Preferred Name': 'Name is required',
  Age: 'Valid age is required',
  [CONSENT]: 'Consent is required',
  [DATA_CONSENT]: 'Data usage consent is required',
};
const FACILITY_MESSAGE = 'Facility ID is required for incarcerated clients';
const COMMUNITY_MESSAGES = {
  'Current Address': 'Current address is required for clients in the community',
  'Employment Status': 'Employment status is required for clients in the community',
  'Housing Status': 'Housing status is required for clients in the community',
};

const FAILED = 'Failed to submit form. Please try again.';

/**
 * A field by its label; required labels end in an asterisk, which is not part of the name.
 * (The Select's option list is labelled by the label too, hence the selector.)
 */
function field(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input, textarea' });
}

/** The labels of the fields the dialog shows, without the asterisks (one query, not one a field). */
function labelsShown(dialog: HTMLElement): string[] {
  return [...dialog.querySelectorAll('label')].map((label) =>
    (label.textContent ?? '').replace(/\s*\*$/, '').trim(),
  );
}

function expectSituationFields(dialog: HTMLElement, shown: string[], hidden: string[]) {
  const labels = labelsShown(dialog);
  expect(labels).toEqual(expect.arrayContaining(shown));
  for (const label of hidden) expect(labels).not.toContain(label);
}

/** The texts the field's aria-describedby points at: its description and its error. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

/** Every error message the dialog shows (inputs and checkboxes alike). */
function shownErrors(dialog: HTMLElement): string[] {
  return [...dialog.querySelectorAll('.mantine-InputWrapper-error, .mantine-Checkbox-error')]
    .map((error) => error.textContent ?? '')
    .sort();
}

/**
 * Whether a field is marked invalid. Mantine's Checkbox marks its input with data-error but
 * sets no aria-invalid (the message still reaches it through aria-describedby).
 */
function isInvalid(input: HTMLInputElement): boolean {
  return input.type === 'checkbox'
    ? input.hasAttribute('data-error')
    : input.getAttribute('aria-invalid') === 'true';
}

function invalidFieldCount(dialog: HTMLElement): number {
  return [...dialog.querySelectorAll<HTMLInputElement>('input, textarea')].filter(isInvalid).length;
}

function expectErrorsOnFields(messages: Record<string, string>) {
  for (const [label, message] of Object.entries(messages)) {
    const input = field(label);
    expect(isInvalid(input), label).toBe(true);
    expect(descriptionOf(input), label).toContain(message);
  }
}

function graphqlResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/graphql-response+json' },
  });
}

/** fetch, replaced at the network boundary: each call waits until the test answers it. */
function stubFetch() {
  const answers: ((response: Response) => void)[] = [];
  const fetchMock = vi.fn(
    (_url: string, _init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        answers.push(resolve);
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const sentBody = (call = 0) =>
    JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as {
      query: string;
      variables: { input: Record<string, unknown> };
    };
  const answer = async (body: unknown) => {
    await waitFor(() => expect(answers.length).toBeGreaterThan(0));
    await act(async () => answers.shift()?.(graphqlResponse(body)));
  };
  return { fetchMock, sentBody, answer };
}

async function renderForm(facilities: typeof FACILITIES = FACILITIES) {
  const onClose = vi.fn();
  const onReload = vi.fn();
  const rendered = renderWithProviders(
    <ClientForm
      client={null}
      facilities={facilities}
      volunteers={VOLUNTEERS}
      onClose={onClose}
      onReload={onReload}
    />,
  );
  const dialog = screen.getByRole('dialog');
  // The dialog takes focus just after it opens; wait, or it would take it from a field.
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return { ...rendered, onClose, onReload, dialog };
}

type User = Awaited<ReturnType<typeof renderForm>>['user'];

/** Replaces a field's text as one paste: typing key by key re-renders the form each time. */
async function fill(user: User, label: string, text: string) {
  const input = field(label);
  if (input.value === '') await user.click(input);
  else await user.clear(input);
  await user.paste(text);
}

/** Opens a Select and picks one of its options. */
async function choose(user: User, label: string, option: string) {
  const input = field(label);
  await user.click(input);
  // Only the open Select renders its list.
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
  expect(input.value).toBe(option);
}

async function fillBasics(user: User) {
  await fill(user, 'Preferred Name', 'Amina');
  await fill(user, 'Age', '34');
  await user.click(field(CONSENT));
  await user.click(field(DATA_CONSENT));
}

const submitButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Create Client' });

describe('ClientForm', () => {
  beforeEach(() => {
    // Only Date: "today" is fixed, timers (and so user-event) run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds a new client: the defaults, and the fields of the client’s situation', async () => {
    const { user, dialog } = await renderForm();

    expect(screen.getByRole('dialog', { name: 'Add New Client' })).toBe(dialog);
    expect(field('Status').value).toBe('Active');
    expect(field('Religious Status').value).toBe('Interested');
    expect(field('Gender').value).toBe('Male');
    expect(field('Language').value).toBe('English');
    expect(field(CONSENT).checked).toBe(false);
    expect(field(DATA_CONSENT).checked).toBe(false);
    expect(field('First Contact Date').value).toBe('2026-03-15');
    expect(field('Client ID').value).toBe('');

    // Incarcerated by default: the facility fields, not the community ones.
    expect(field('Incarcerated').checked).toBe(true);
    expectSituationFields(dialog, INCARCERATED_FIELDS, COMMUNITY_FIELDS);

    await user.click(field('Incarcerated'));

    expect(field('Incarcerated').checked).toBe(false);
    expectSituationFields(dialog, COMMUNITY_FIELDS, INCARCERATED_FIELDS);

    await user.click(field('Incarcerated'));

    expectSituationFields(dialog, INCARCERATED_FIELDS, COMMUNITY_FIELDS);
  });

  it('shows exactly the required messages when submitted empty, for either situation', async () => {
    const { fetchMock } = stubFetch();
    const { user, dialog } = await renderForm();

    await user.click(submitButton(dialog));

    const incarcerated = { ...REQUIRED_MESSAGES, Facility: FACILITY_MESSAGE };
    expectErrorsOnFields(incarcerated);
    expect(invalidFieldCount(dialog)).toBe(5);
    expect(shownErrors(dialog)).toEqual(Object.values(incarcerated).sort());

    // In the community: address, employment and housing instead of the facility.
    await user.click(field('Incarcerated'));
    await user.click(submitButton(dialog));

    const community = { ...REQUIRED_MESSAGES, ...COMMUNITY_MESSAGES };
    expectErrorsOnFields(community);
    expect(invalidFieldCount(dialog)).toBe(7);
    expect(shownErrors(dialog)).toEqual(Object.values(community).sort());
    expect(within(dialog).queryByText(FACILITY_MESSAGE)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not ask for a facility when there is none to choose', async () => {
    const { fetchMock } = stubFetch();
    const { user, dialog } = await renderForm([]);

    await user.click(submitButton(dialog));

    expectErrorsOnFields(REQUIRED_MESSAGES);
    expect(isInvalid(field('Facility'))).toBe(false);
    expect(invalidFieldCount(dialog)).toBe(4);
    expect(shownErrors(dialog)).toEqual(Object.values(REQUIRED_MESSAGES).sort());
    expect(within(dialog).queryByText(FACILITY_MESSAGE)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an age that is not a positive whole number, and a missing first contact date', async () => {
    const { fetchMock } = stubFetch();
    const { user, dialog } = await renderForm();
    await user.clear(field('First Contact Date'));
    expect(field('First Contact Date').value).toBe('');

    for (const age of ['abc', '0']) {
      await fill(user, 'Age', age);
      // Changing the field clears its earlier message: the next one is this value's.
      expect(isInvalid(field('Age')), age).toBe(false);
      await user.click(submitButton(dialog));

      const input = field('Age');
      expect(isInvalid(input), age).toBe(true);
      expect(descriptionOf(input), age).toContain('Valid age is required');
    }
    const date = field('First Contact Date');
    expect(isInvalid(date)).toBe(true);
    expect(descriptionOf(date)).toContain('First contact date is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a client in the community without the facility chosen before unticking', async () => {
    const { fetchMock, sentBody, answer } = stubFetch();
    const { user, dialog, onClose } = await renderForm();
    await fillBasics(user);
    await choose(user, 'Facility', 'HMP Leeds');
    await fill(user, 'Expected Release Date', '2026-09-01');
    await user.click(field('Has a reentry plan'));

    await user.click(field('Incarcerated'));
    await fill(user, 'Current Address', '12 Oak Street, Leeds');
    await choose(user, 'Employment Status', 'Employed Part Time');
    await choose(user, 'Housing Status', 'Transitional');
    await user.click(submitButton(dialog));
    await answer({ data: { createClient: { id: 'client-1' } } });

    expect(fetchMock).toHaveBeenCalledOnce();
    expect(sentBody().query).toContain('mutation CreateClient');
    const { input } = sentBody().variables;
    expect(input).toMatchObject({
      preferredName: 'Amina',
      age: 34,
      incarcerated: false,
      facilityId: null,
      releaseDate: null,
      reentryPlan: null,
      currentAddress: '12 Oak Street, Leeds',
      employmentStatus: 'EMPLOYED_PART_TIME',
      housingStatus: 'TRANSITIONAL',
      communitySupport: [],
      language: ['English'],
      firstContactDate: '2026-03-15',
      consentGiven: true,
      dataUsageConsent: true,
      clientId: null,
    });
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText('Client created')).toBeTruthy();
  });

  it('shows the server’s message under Client ID when the ID is taken', async () => {
    const { sentBody, answer } = stubFetch();
    const { user, dialog, onClose } = await renderForm();
    await fillBasics(user);
    await fill(user, 'Client ID', 'C-00012');
    await choose(user, 'Facility', 'HMP Manchester');

    await user.click(submitButton(dialog));
    await answer({
      errors: [
        {
          message: 'x',
          extensions: {
            code: 'VALIDATION_FAILED',
            fieldErrors: { clientId: 'Client ID is already in use' },
          },
        },
      ],
    });

    expect(sentBody().variables.input).toMatchObject({
      clientId: 'C-00012',
      incarcerated: true,
      facilityId: 'facility-1',
      currentAddress: null,
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(FAILED);
    const clientId = field('Client ID');
    expect(clientId.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(clientId)).toContain('Client ID is already in use');
    expect(clientId.value).toBe('C-00012');
    expect(onClose).not.toHaveBeenCalled();
  });
});
