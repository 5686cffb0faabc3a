import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { useFixedToday } from '../../../../../tests/support/fixed-today';
import { choose, fill } from '../../../../../tests/support/form-actions';
import { field, labelsShown } from '../../../../../tests/support/form-queries';
import {
  ACTIVE_VOLUNTEERS,
  pickerHandlers,
  stubPickerServer,
  TWO_FACILITIES,
} from '../../../../../tests/support/picker-choices';
import { renderFormDialog } from '../../../../../tests/support/render';
import { expectOnlyErrors } from '../../../../../tests/support/web/form-errors';
import { incidentReportRecord } from '../../../../../tests/support/web/incident-report-record';
import { SEARCH_DELAY_MS } from '../../../components/pickers/ReferenceSelect';
import type { IncidentReport } from '../api/incident.api';
import { IncidentForm } from './IncidentForm';

const FACILITIES = TWO_FACILITIES;

const VOLUNTEERS = [
  ...ACTIVE_VOLUNTEERS,
  { id: 'volunteer-3', firstName: 'Ibrahim', lastName: 'Musa', status: 'INACTIVE' },
];
const ALL_NAMES = ['Yusuf Ali', 'Maryam Khan', 'Ibrahim Musa'];

const DISRUPTION = incidentReportRecord({
  id: 'incident-1',
  facilityName: 'HMP Manchester',
  date: '2026-03-02',
  time: '14:15',
  location: 'Chapel',
  type: 'PROGRAM_DISRUPTION',
  description: 'Session interrupted by a lockdown.',
  involvedInmates: ['A. Smith'],
  status: 'UNDER_REVIEW',
  resolutionNotes: 'Chaplaincy informed.',
  followUpNeeded: true,
  followUpDate: '2026-04-01',
});

/** product.md §5.6: what an empty new report shows (type and date have defaults). */
const REQUIRED_MESSAGES = {
  Reporter: 'Reporter is required',
  Facility: 'Facility is required',
  Time: 'Time is required',
  Location: 'Location is required',
  Description: 'Description is required',
};

/** Shown only when editing (product.md §2.8). */
const EDIT_ONLY_FIELDS = ['Status', 'Resolution Notes', 'Follow-up needed', 'Follow-up Date'];
const NOT_SENT_ON_CREATE = ['status', 'resolutionNotes', 'followUpNeeded', 'followUpDate'];

const FOLLOW_UP_DATE_REQUIRED = 'Follow-up date is required when follow-up is needed';

/**
 * The server: its facilities and volunteers for the pickers (searched as one types), and its
 * answers to the form's writes; `inputs(name)` gives the inputs a write was sent.
 */
const stubServer = (writes: Parameters<typeof stubPickerServer>[1] = {}) =>
  stubPickerServer({ facilities: FACILITIES, volunteers: VOLUNTEERS }, writes);

const renderForm = (report: IncidentReport | null) =>
  renderFormDialog((callbacks) => <IncidentForm report={report} {...callbacks} />);

type User = Awaited<ReturnType<typeof renderForm>>['user'];

/** The names an open list offers, once the server's answer is in. */
async function optionsShown(): Promise<string[]> {
  const listbox = await screen.findByRole('listbox');
  await within(listbox).findAllByRole('option');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

/** The names the Witness Volunteers list offers (it is closed again afterwards). */
async function witnessOptions(user: User): Promise<string[]> {
  await user.click(field('Witness Volunteers'));
  const names = await optionsShown();
  await user.keyboard('{Escape}');
  return names;
}

/** Picks witnesses from the multi-select, then closes its list. */
async function pickWitnesses(user: User, names: string[]) {
  await user.click(field('Witness Volunteers'));
  for (const name of names) {
    await user.click(
      await within(await screen.findByRole('listbox')).findByRole('option', { name }),
    );
  }
  await user.keyboard('{Escape}');
}

/** The witnesses chosen, as the multi-select's pills show them. */
function witnessPills(dialog: HTMLElement): string[] {
  return [...dialog.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent ?? '');
}

async function fillRequired(user: User) {
  await choose(user, 'Facility', 'HMP Leeds');
  await fill(user, 'Time', '09:45');
  await fill(user, 'Location', 'Wing B');
  await fill(user, 'Description', 'A volunteer was refused entry.');
}

const fileButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'File Report' });
const saveButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Save Changes' });

describe('IncidentForm', () => {
  useFixedToday(new Date(2026, 2, 15, 10, 0));

  it('shows exactly the required messages when a new report is submitted empty', async () => {
    const server = stubServer();
    const { user, dialog } = await renderForm(null);

    expect(screen.getByRole('dialog', { name: 'New Incident Report' })).toBe(dialog);
    expect(field('Incident Type').value).toBe('Security');
    expect(field('Date').value).toBe('2026-03-15');

    await user.click(fileButton(dialog));

    expectOnlyErrors(dialog, REQUIRED_MESSAGES);
    expect(server.inputs('CreateIncidentReport')).toEqual([]);
  });

  it('leaves the reporter out of the witnesses, and drops a witness chosen as reporter', async () => {
    const server = stubServer({
      CreateIncidentReport: () => ({
        data: { createIncidentReport: { ...DISRUPTION, id: 'incident-2' } },
      }),
    });
    const { user, dialog, onClose } = await renderForm(null);
    expect(await witnessOptions(user)).toEqual(ALL_NAMES);

    await choose(user, 'Reporter', 'Yusuf Ali');
    expect(await witnessOptions(user)).toEqual(['Maryam Khan', 'Ibrahim Musa']);

    await pickWitnesses(user, ['Maryam Khan', 'Ibrahim Musa']);
    expect(witnessPills(dialog)).toEqual(['Maryam Khan', 'Ibrahim Musa']);

    // A witness made reporter is no longer a witness, nor offered as one.
    await choose(user, 'Reporter', 'Maryam Khan');
    expect(witnessPills(dialog)).toEqual(['Ibrahim Musa']);
    expect(await witnessOptions(user)).toEqual(['Yusuf Ali', 'Ibrahim Musa']);

    await fillRequired(user);
    await user.click(fileButton(dialog));

    await waitFor(() => expect(server.inputs('CreateIncidentReport')).toHaveLength(1));
    expect(server.inputs('CreateIncidentReport')[0]).toMatchObject({
      reporterId: 'volunteer-2',
      witnessVolunteers: ['volunteer-3'],
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('files a report without status, resolution or follow-up; inmates are trimmed', async () => {
    const server = stubServer({
      CreateIncidentReport: () => ({
        data: { createIncidentReport: { ...DISRUPTION, id: 'incident-2' } },
      }),
    });
    const { user, dialog, onClose } = await renderForm(null);
    const labels = labelsShown(dialog);
    for (const label of EDIT_ONLY_FIELDS) expect(labels, label).not.toContain(label);

    await choose(user, 'Reporter', 'Yusuf Ali');
    await fillRequired(user);
    await choose(user, 'Incident Type', 'Medical');
    await fill(user, 'Involved Inmates', 'A. Smith, , B. Jones ');
    await user.click(field('Reported to facility'));
    await user.click(fileButton(dialog));

    await waitFor(() => expect(server.inputs('CreateIncidentReport')).toHaveLength(1));
    const [input] = server.inputs('CreateIncidentReport');
    expect(input).toEqual({
      reporterId: 'volunteer-1',
      facilityId: 'facility-2',
      date: '2026-03-15',
      time: '09:45',
      location: 'Wing B',
      type: 'MEDICAL',
      description: 'A volunteer was refused entry.',
      involvedInmates: ['A. Smith', 'B. Jones'],
      witnessVolunteers: [],
      reportedToFacility: true,
      facilityResponseRequired: false,
      facilityResponse: null,
    });
    for (const key of NOT_SENT_ON_CREATE) expect(input, key).not.toHaveProperty(key);
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText('Incident report filed')).toBeTruthy();
  });

  it('edits a report: status, resolution notes and follow-up, its date only when ticked', async () => {
    const server = stubServer();
    const { user, dialog } = await renderForm(DISRUPTION);

    expect(screen.getByRole('dialog', { name: 'Edit Incident Report' })).toBe(dialog);
    // Reporter, facility and witnesses are named by the report itself: no name is looked up;
    // only whether the reporter and witness were cleared there that day.
    expect(field('Reporter').value).toBe('Yusuf Ali');
    expect(field('Facility').value).toBe('HMP Manchester');
    expect(field('Status').value).toBe('Under Review');
    expect(field('Resolution Notes').value).toBe('Chaplaincy informed.');
    expect(field('Follow-up needed').checked).toBe(true);
    expect(field('Follow-up Date').value).toBe('2026-04-01');
    expect(witnessPills(dialog)).toEqual(['Maryam Khan']);

    await user.click(field('Follow-up needed'));
    expect(labelsShown(dialog)).not.toContain('Follow-up Date');

    await user.click(field('Follow-up needed'));
    expect(field('Follow-up Date').value).toBe('2026-04-01');
    const asked = server.fetchMock.mock.calls.map(([, init]) => String(init?.body));
    expect(asked.filter((body) => !body.includes('query ClearanceCheck'))).toEqual([]);
    expect(server.calls('ClearanceCheck').map((check) => check.id)).toEqual([
      'volunteer-1',
      'volunteer-2',
    ]);
  });

  it('asks for a follow-up date when follow-up is ticked, and sends nothing', async () => {
    const server = stubServer();
    const { user, dialog } = await renderForm({
      ...DISRUPTION,
      followUpNeeded: false,
      followUpDate: null,
    });
    expect(labelsShown(dialog)).not.toContain('Follow-up Date');

    await user.click(field('Follow-up needed'));
    expect(field('Follow-up Date').value).toBe('');
    await user.click(saveButton(dialog));

    expectOnlyErrors(dialog, { 'Follow-up Date': FOLLOW_UP_DATE_REQUIRED });
    expect(server.inputs('UpdateIncidentReport')).toEqual([]);
  });

  it('sends a null follow-up date once follow-up is unticked, though one was stored', async () => {
    const server = stubServer({
      UpdateIncidentReport: () => ({
        data: { updateIncidentReport: { ...DISRUPTION, version: 3 } },
      }),
    });
    const { user, dialog, onClose } = await renderForm(DISRUPTION);
    await user.click(field('Follow-up needed'));
    await choose(user, 'Status', 'Resolved');

    await user.click(saveButton(dialog));

    await waitFor(() => expect(server.inputs('UpdateIncidentReport')).toHaveLength(1));
    expect(server.inputs('UpdateIncidentReport')[0]).toMatchObject({
      id: 'incident-1',
      expectedVersion: 2,
      status: 'RESOLVED',
      resolutionNotes: 'Chaplaincy informed.',
      followUpNeeded: false,
      followUpDate: null,
      witnessVolunteers: ['volunteer-2'],
      involvedInmates: ['A. Smith'],
    });
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText('Incident report updated')).toBeTruthy();
  });

  it('searches witnesses on the server as one types, still leaving out the reporter', async () => {
    const server = stubServer();
    const { user, dialog } = await renderForm(null);
    await choose(user, 'Reporter', 'Maryam Khan');

    const witnesses = field('Witness Volunteers');
    await user.click(witnesses);
    expect(await optionsShown()).toEqual(['Yusuf Ali', 'Ibrahim Musa']);
    await user.type(witnesses, 'a');
    await waitFor(
      () =>
        expect(server.calls('SearchVolunteers').at(-1)).toEqual({
          search: 'a',
          filter: null,
          limit: 20,
        }),
      { timeout: SEARCH_DELAY_MS * 8 },
    );
    await user.type(witnesses, 'li');
    await waitFor(
      () => expect(server.calls('SearchVolunteers').at(-1)).toMatchObject({ search: 'ali' }),
      { timeout: SEARCH_DELAY_MS * 8 },
    );
    await waitFor(async () => expect(await optionsShown()).toEqual(['Yusuf Ali']));
    await user.click(screen.getByRole('option', { name: 'Yusuf Ali' }));
    await user.keyboard('{Escape}');

    expect(witnessPills(dialog)).toEqual(['Yusuf Ali']);
    expect(server.calls('VolunteerNames')).toEqual([]);
  });

  it('names a stored witness the report cannot pair with a name by one lookup', async () => {
    const server = stubServer();
    const { dialog } = await renderForm({
      ...DISRUPTION,
      // One witness's record is gone: the names no longer pair up with the ids.
      witnessVolunteers: ['volunteer-gone', 'volunteer-3'],
      witnessVolunteerNames: ['Ibrahim Musa'],
    });

    await waitFor(() => expect(witnessPills(dialog)).toEqual(['volunteer-gone', 'Ibrahim Musa']));
    expect(server.calls('VolunteerNameOf')).toEqual([
      { id: 'volunteer-gone' },
      { id: 'volunteer-3' },
    ]);
    expect(server.calls('SearchVolunteers')).toEqual([]);
  });
});

describe('IncidentForm and clearances', () => {
  useFixedToday(new Date(2026, 2, 15, 10, 0));

  it('marks the reporter and witnesses not cleared for the facility on the date, and warns naming them', async () => {
    const server = stubGraphqlServer(
      pickerHandlers({
        facilities: FACILITIES,
        volunteers: [
          { ...VOLUNTEERS[0]!, notCleared: 'Background check not passed' },
          VOLUNTEERS[1]!,
          { ...VOLUNTEERS[2]!, notCleared: 'Clearance at HMP Leeds expired on Sun, Mar 1, 2026' },
        ],
      }),
    );
    const { user, dialog } = await renderForm(null);
    // Before a facility is chosen there is nothing to check against.
    expect(await witnessOptions(user)).toEqual(ALL_NAMES);

    await choose(user, 'Facility', 'HMP Leeds');
    await user.click(field('Reporter'));
    expect(await optionsShown()).toEqual([
      'Maryam Khan',
      'Yusuf Ali (not cleared)',
      'Ibrahim Musa (not cleared)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Yusuf Ali (not cleared)' }));
    await pickWitnesses(user, ['Maryam Khan', 'Ibrahim Musa (not cleared)']);

    await waitFor(() =>
      expect(
        within(dialog)
          .queryAllByRole('status')
          .map((warning) => warning.textContent),
      ).toEqual([
        'Yusuf Ali not cleared on Sun, Mar 15, 2026Background check not passed',
        'Ibrahim Musa not cleared on Sun, Mar 15, 2026Clearance at HMP Leeds expired on Sun, Mar 1, 2026',
      ]),
    );
    expect(server.calls('ClearanceCheck').at(-1)).toMatchObject({
      facilityId: 'facility-2',
      day: '2026-03-15',
    });

    // Another date asks again: the warnings follow what the form will save.
    await fill(user, 'Date', '2026-03-01');
    await waitFor(() =>
      expect(server.calls('ClearanceCheck').at(-1)).toMatchObject({ day: '2026-03-01' }),
    );
  });
});
