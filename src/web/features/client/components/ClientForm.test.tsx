import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { useFixedToday } from '../../../../../tests/support/fixed-today';
import { choose, fill } from '../../../../../tests/support/form-actions';
import {
  descriptionOf,
  expectErrorsOnFields,
  field,
  invalidFieldCount,
  isInvalid,
  labelsShown,
  shownErrors,
} from '../../../../../tests/support/form-queries';
import { renderFormDialog } from '../../../../../tests/support/render';
import { pickerHandlers, TWO_FACILITIES } from '../../../../../tests/support/picker-choices';
import { clientRecord } from '../../../../../tests/support/client-record';
import { ClientForm } from './ClientForm';

const FACILITIES = TWO_FACILITIES;

const VOLUNTEERS = [{ id: 'volunteer-1', firstName: 'Yusuf', lastName: 'Ali', status: 'ACTIVE' }];

// The release date and the plan show in both situations, the date under its own label in each.
const INCARCERATED_FIELDS = ['Facility', 'Expected Release Date', 'Has a reentry plan'];
const COMMUNITY_FIELDS = [
  'Release Date',
  'Has a reentry plan',
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
};
const FACILITY_MESSAGE = 'Facility ID is required for incarcerated clients';
const COMMUNITY_MESSAGES = {
  'Current Address': 'Current address is required for clients in the community',
  'Employment Status': 'Employment status is required for clients in the community',
  'Housing Status': 'Housing status is required for clients in the community',
};

const FAILED = 'Failed to submit form. Please try again.';

function expectSituationFields(dialog: HTMLElement, shown: string[], other: string[]) {
  const labels = labelsShown(dialog);
  expect(labels).toEqual(expect.arrayContaining(shown));
  for (const label of other.filter((label) => !shown.includes(label))) {
    expect(labels).not.toContain(label);
  }
}

const CREATED = { data: { createClient: { id: 'client-1' } } };

/**
 * The server: its facilities and volunteers for the pickers, and its answer to CreateClient;
 * `created()` gives the inputs sent.
 */
function stubServer(facilities: typeof FACILITIES = FACILITIES, createAnswer: unknown = CREATED) {
  const server = stubGraphqlServer({
    ...pickerHandlers({ facilities, volunteers: VOLUNTEERS }),
    CreateClient: () => createAnswer,
  });
  return { created: () => server.calls('CreateClient').map((call) => call.input) };
}

const renderForm = () =>
  renderFormDialog((callbacks) => <ClientForm client={null} {...callbacks} />);

type User = Awaited<ReturnType<typeof renderForm>>['user'];

async function fillBasics(user: User) {
  await fill(user, 'Preferred Name', 'Amina');
  await fill(user, 'Age', '34');
  await user.click(field(CONSENT));
  await user.click(field(DATA_CONSENT));
}

const submitButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Create Client' });

describe('ClientForm', () => {
  useFixedToday(new Date(2026, 2, 15, 10, 0));

  it('adds a new client: the defaults, and the fields of the client’s situation', async () => {
    const { user, dialog } = await renderForm();

    expect(screen.getByRole('dialog', { name: 'Add New Client' })).toBe(dialog);
    expect(field('Status').value).toBe('Active');
    expect(field('Religious Status').value).toBe('Interested');
    expect(field('Gender').value).toBe('Male');
    expect(field('Language').value).toBe('English');
    expect(field(CONSENT).checked).toBe(false);
    expect(field(DATA_CONSENT).checked).toBe(false);
    // Either may be declined: an unticked box is recorded as declined (decision 093).
    for (const consent of [CONSENT, DATA_CONSENT]) {
      expect(descriptionOf(field(consent))).toBe(
        'Leave it unticked if they declined: that is recorded, dated today',
      );
    }
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
    const { created } = stubServer();
    const { user, dialog } = await renderForm();

    await user.click(submitButton(dialog));

    const incarcerated = { ...REQUIRED_MESSAGES, Facility: FACILITY_MESSAGE };
    expectErrorsOnFields(incarcerated);
    expect(invalidFieldCount(dialog)).toBe(3);
    expect(shownErrors(dialog)).toEqual(Object.values(incarcerated).sort());

    // In the community: address, employment and housing instead of the facility.
    await user.click(field('Incarcerated'));
    await user.click(submitButton(dialog));

    const community = { ...REQUIRED_MESSAGES, ...COMMUNITY_MESSAGES };
    expectErrorsOnFields(community);
    expect(invalidFieldCount(dialog)).toBe(5);
    expect(shownErrors(dialog)).toEqual(Object.values(community).sort());
    expect(within(dialog).queryByText(FACILITY_MESSAGE)).toBeNull();
    expect(created()).toEqual([]);
  });

  it('does not ask for a facility when there is none to choose', async () => {
    const { created } = stubServer([]);
    const { user, dialog } = await renderForm();
    // The form has asked whether there is a facility to pick.
    await waitFor(() => expect(field('Facility').required).toBe(false));

    await user.click(submitButton(dialog));

    expectErrorsOnFields(REQUIRED_MESSAGES);
    expect(isInvalid(field('Facility'))).toBe(false);
    expect(invalidFieldCount(dialog)).toBe(2);
    expect(shownErrors(dialog)).toEqual(Object.values(REQUIRED_MESSAGES).sort());
    expect(within(dialog).queryByText(FACILITY_MESSAGE)).toBeNull();
    expect(created()).toEqual([]);
  });

  it('refuses an age that is not a positive whole number, and a missing first contact date', async () => {
    const { created } = stubServer();
    const { user, dialog } = await renderForm();
    await user.clear(field('First Contact Date'));
    expect(field('First Contact Date').value).toBe('');

    // A number field: letters cannot be typed at all.
    await fill(user, 'Age', 'abc');
    expect(field('Age').value).toBe('');
    expect(field('Age').type).toBe('number');

    for (const age of ['0', '2.5']) {
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
    expect(created()).toEqual([]);
  });

  it('sends a client in the community without the facility chosen before unticking, keeping the release date as the day of release', async () => {
    const { created } = stubServer();
    const { user, dialog, onClose } = await renderForm();
    await fillBasics(user);
    await choose(user, 'Facility', 'HMP Leeds');
    await fill(user, 'Expected Release Date', '2026-09-01');
    await user.click(field('Has a reentry plan'));

    await user.click(field('Incarcerated'));
    expect(field('Release Date').value).toBe('2026-09-01');
    await fill(user, 'Current Address', '12 Oak Street, Leeds');
    await choose(user, 'Employment Status', 'Employed Part Time');
    await choose(user, 'Housing Status', 'Transitional');
    await user.click(submitButton(dialog));

    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({
      preferredName: 'Amina',
      age: 34,
      incarcerated: false,
      facilityId: null,
      releaseDate: '2026-09-01',
      reentryPlan: true,
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
    const { created } = stubServer(FACILITIES, {
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
    const { user, dialog, onClose } = await renderForm();
    await fillBasics(user);
    await fill(user, 'Client ID', 'C-00012');
    await choose(user, 'Facility', 'HMP Manchester');

    await user.click(submitButton(dialog));

    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({
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

  it('edits a client who withdrew consent: the boxes are locked, and the save leaves consent alone', async () => {
    const server = stubGraphqlServer({
      ...pickerHandlers({ facilities: FACILITIES, volunteers: VOLUNTEERS }),
      UpdateClient: () => ({ data: { updateClient: { id: 'client-9', version: 4 } } }),
    });
    const withdrawn = clientRecord({
      id: 'client-9',
      version: 3,
      consentGiven: false,
      dataUsageConsent: true,
    });
    const { user, dialog, onClose } = await renderFormDialog((callbacks) => (
      <ClientForm client={withdrawn} {...callbacks} />
    ));
    expect(field(CONSENT).disabled).toBe(true);
    expect(field(CONSENT).checked).toBe(false);
    expect(descriptionOf(field(CONSENT))).toContain(
      "Changed by recording consent given or withdrawn in the client's details",
    );
    await fill(user, 'Notes', 'Moved to Leeds');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(server.calls('UpdateClient')).toHaveLength(1));
    const sent = server.calls('UpdateClient')[0]!.input as Record<string, unknown>;
    expect(sent).toMatchObject({ id: 'client-9', expectedVersion: 3, notes: 'Moved to Leeds' });
    expect(sent).not.toHaveProperty('consentGiven');
    expect(sent).not.toHaveProperty('dataUsageConsent');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('warns while an inmate number is typed that another client at the facility has it', async () => {
    const server = stubGraphqlServer({
      ...pickerHandlers({ facilities: FACILITIES, volunteers: VOLUNTEERS }),
      ClientsWithInmateNumber: (variables) => ({
        data: {
          clientsWithInmateNumber: variables.inmateNumber === 'A-500' ? ['C-0042'] : [],
        },
      }),
    });
    const editing = clientRecord({ id: 'client-9', incarcerated: true, facilityId: 'facility-1' });
    const { user } = await renderFormDialog((callbacks) => (
      <ClientForm client={editing} {...callbacks} />
    ));
    await fill(user, 'Inmate Number', 'A-500');
    const warning = await screen.findByText('Same inmate number as another client');
    expect(warning.closest('[role="alert"]')?.textContent).toContain(
      'Client C-0042 at the same facility has inmate number A-500.',
    );
    // Asked for this facility, leaving out the client being edited.
    expect(server.calls('ClientsWithInmateNumber').at(-1)).toEqual({
      facilityId: 'facility-1',
      inmateNumber: 'A-500',
      exceptId: 'client-9',
    });
    await fill(user, 'Inmate Number', 'A-501');
    await waitFor(() =>
      expect(screen.queryByText('Same inmate number as another client')).toBeNull(),
    );
  });

  it('lets an admin share the conversion date and special needs with the volunteer', async () => {
    const server = stubGraphqlServer({
      ...pickerHandlers({ facilities: FACILITIES, volunteers: VOLUNTEERS }),
      UpdateClient: () => ({ data: { updateClient: { id: 'client-9', version: 4 } } }),
    });
    const { user, dialog } = await renderFormDialog((callbacks) => (
      <ClientForm client={clientRecord({ id: 'client-9', version: 3 })} {...callbacks} />
    ));
    const share = field('Share the conversion date and special needs with the volunteer');
    expect(share.checked).toBe(false);
    expect(descriptionOf(share)).toContain('Volunteers see them only when an admin ticks this');
    await user.click(share);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(server.calls('UpdateClient')).toHaveLength(1));
    expect(server.calls('UpdateClient')[0]!.input).toMatchObject({ sensitiveShared: true });
  });
});
