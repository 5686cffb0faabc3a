import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { useFixedToday } from '../../../../../tests/support/fixed-today';
import { choose, fill } from '../../../../../tests/support/form-actions';
import {
  expectErrorsOnFields,
  field,
  labelsShown,
  shownErrors,
} from '../../../../../tests/support/form-queries';
import { clearanceRefusal, pickerHandlers } from '../../../../../tests/support/picker-choices';
import { renderFormDialog } from '../../../../../tests/support/render';
import { SEARCH_DELAY_MS } from '../../../components/pickers/ReferenceSelect';
import type { Program } from '../api/program.api';
import { ProgramForm } from './ProgramForm';

const FACILITIES = [
  { id: 'facility-1', name: 'HMP Manchester' },
  { id: 'facility-2', name: 'HMP Leeds' },
];

const VOLUNTEERS = [
  { id: 'volunteer-1', firstName: 'Yusuf', lastName: 'Ali', status: 'ACTIVE' },
  { id: 'volunteer-2', firstName: 'Maryam', lastName: 'Khan', status: 'ACTIVE' },
  { id: 'volunteer-3', firstName: 'Mariam', lastName: 'Osei', status: 'INACTIVE' },
];

const STUDY_CIRCLE: Program = {
  id: 'program-1',
  title: 'Study Circle',
  type: 'ISLAMIC_STUDY',
  description: 'Weekly study of the Seerah.',
  facilityId: 'facility-1',
  facilityName: 'HMP Manchester',
  volunteerId: 'volunteer-1',
  volunteerName: 'Yusuf Ali',
  location: 'Chapel',
  date: '2026-03-20',
  startTime: '14:00',
  endTime: '15:30',
  status: 'SCHEDULED',
  approvalStatus: 'APPROVED',
  approvalDate: '2026-03-10',
  attendees: 8,
  newAttendees: 2,
  curriculum: null,
  materialRequested: ['Quran'],
  resourcesUsed: [],
  followUpNeeded: false,
  followUpNotes: null,
  feedback: '',
  clearanceOverrideReason: null,
  clearanceOverrideMissing: null,
  version: 5,
};

/** product.md §5.5: what an empty new program shows (type and date have defaults). */
const REQUIRED_MESSAGES = {
  Title: 'Program title is required',
  Facility: 'Facility is required',
  'Lead Volunteer': 'Lead volunteer is required',
  'Start Time': 'Start time is required',
  'End Time': 'End time is required',
  'Location within Facility': 'Location within facility is required',
  Description: 'Description is required',
};

/** Shown only when editing (product.md §2.7). */
const EDIT_ONLY_FIELDS = ['Approval Date', 'Total Attendees', 'New Attendees', 'Feedback'];
const NOT_SENT_ON_CREATE = ['attendees', 'newAttendees', 'feedback', 'approvalDate'];

const FAILED = 'Failed to submit form. Please try again.';
const TOO_MANY = 'New attendees cannot exceed total attendees';

/**
 * The server: its facilities and volunteers for the pickers (searched as one types), and its
 * answers to the form's writes; `inputs(name)` gives the inputs a write was sent.
 */
function stubServer(writes: Parameters<typeof stubGraphqlServer>[0] = {}) {
  const server = stubGraphqlServer({
    ...pickerHandlers({ facilities: FACILITIES, volunteers: VOLUNTEERS }),
    ...writes,
  });
  return {
    ...server,
    inputs: (name: string) => server.calls(name).map((call) => call.input),
  };
}

const renderForm = (program: Program | null) =>
  renderFormDialog((callbacks) => <ProgramForm program={program} {...callbacks} />);

type User = Awaited<ReturnType<typeof renderForm>>['user'];

async function fillRequired(user: User) {
  await fill(user, 'Title', 'Jumah Khutbah');
  await choose(user, 'Facility', 'HMP Leeds');
  await fill(user, 'Location within Facility', 'Multi-faith room');
  await choose(user, 'Lead Volunteer', 'Maryam Khan');
  await fill(user, 'Start Time', '12:30');
  await fill(user, 'Description', 'Friday prayer and sermon.');
}

const createButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Create Program' });
const saveButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Save Changes' });

describe('ProgramForm', () => {
  useFixedToday(new Date(2026, 2, 15, 10, 0));

  it('sets the end to start + 60 minutes when there is no end, or the end is not after the start', async () => {
    const { user } = await renderForm(null);
    expect(field('Start Time').value).toBe('');
    expect(field('End Time').value).toBe('');

    // No end time yet.
    await fill(user, 'Start Time', '09:30');
    expect(field('End Time').value).toBe('10:30');

    // An end after the new start stays.
    await fill(user, 'End Time', '11:00');
    await fill(user, 'Start Time', '10:00');
    expect(field('Start Time').value).toBe('10:00');
    expect(field('End Time').value).toBe('11:00');

    // An end not after the new start moves.
    await fill(user, 'End Time', '10:00');
    await fill(user, 'Start Time', '10:30');
    expect(field('End Time').value).toBe('11:30');

    // Past midnight it wraps.
    await fill(user, 'Start Time', '23:30');
    expect(field('End Time').value).toBe('00:30');
  });

  it('shows exactly the required messages when a new program is submitted empty', async () => {
    const server = stubServer();
    const { user, dialog } = await renderForm(null);

    expect(screen.getByRole('dialog', { name: 'Create New Program' })).toBe(dialog);
    expect(field('Type').value).toBe('Other');
    expect(field('Date').value).toBe('2026-03-15');
    expect(field('Status').value).toBe('Scheduled');
    expect(field('Approval Status').value).toBe('Pending');

    await user.click(createButton(dialog));

    expectErrorsOnFields(REQUIRED_MESSAGES);
    expect(shownErrors(dialog)).toEqual(Object.values(REQUIRED_MESSAGES).sort());
    expect(within(dialog).queryByText('Program type is required')).toBeNull();
    expect(within(dialog).queryByText('Date is required')).toBeNull();

    // The date's default can be cleared; then it is required too.
    await user.clear(field('Date'));
    await user.click(createButton(dialog));

    expectErrorsOnFields({ ...REQUIRED_MESSAGES, Date: 'Date is required' });
    expect(shownErrors(dialog)).toEqual(
      [...Object.values(REQUIRED_MESSAGES), 'Date is required'].sort(),
    );
    expect(server.inputs('CreateProgram')).toEqual([]);
  });

  it('creates a program without attendance, approval date or feedback; lists are trimmed', async () => {
    const server = stubServer({
      CreateProgram: () => ({ data: { createProgram: { ...STUDY_CIRCLE, id: 'program-2' } } }),
    });
    const { user, dialog, onClose } = await renderForm(null);
    const labels = labelsShown(dialog);
    for (const label of EDIT_ONLY_FIELDS) expect(labels, label).not.toContain(label);

    await fillRequired(user);
    await choose(user, 'Type', 'Jumah Prayer');
    await fill(user, 'Materials Requested', 'Quran,  Prayer mats , ,Pens');
    await fill(user, 'Resources Used', ' , Whiteboard ,');
    await user.click(createButton(dialog));

    await waitFor(() => expect(server.inputs('CreateProgram')).toHaveLength(1));
    const [input] = server.inputs('CreateProgram');
    expect(input).toEqual({
      title: 'Jumah Khutbah',
      type: 'JUMAH_PRAYER',
      facilityId: 'facility-2',
      location: 'Multi-faith room',
      volunteerId: 'volunteer-2',
      date: '2026-03-15',
      startTime: '12:30',
      endTime: '13:30',
      status: 'SCHEDULED',
      approvalStatus: 'PENDING',
      description: 'Friday prayer and sermon.',
      curriculum: null,
      materialRequested: ['Quran', 'Prayer mats', 'Pens'],
      resourcesUsed: ['Whiteboard'],
      followUpNeeded: false,
      followUpNotes: null,
      clearanceOverrideReason: null,
    });
    for (const key of NOT_SENT_ON_CREATE) expect(input, key).not.toHaveProperty(key);
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText('Program created')).toBeTruthy();
  });

  it('shows the failure when saving fails, and keeps what was typed', async () => {
    stubServer({
      CreateProgram: () => ({
        errors: [{ message: 'Database unavailable', extensions: { code: 'INTERNAL' } }],
      }),
    });
    const { user, dialog, onClose } = await renderForm(null);
    await fillRequired(user);

    await user.click(createButton(dialog));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(FAILED);
    expect(alert.textContent).toContain('Database unavailable');
    expect(field('Title').value).toBe('Jumah Khutbah');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lists the volunteers cleared for the facility on the date first, and warns before saving', async () => {
    const server = stubGraphqlServer(
      pickerHandlers({
        facilities: FACILITIES,
        volunteers: [
          {
            id: 'volunteer-1',
            firstName: 'Aisha',
            lastName: 'Bello',
            notCleared: 'Training not completed',
          },
          { id: 'volunteer-2', firstName: 'Yusuf', lastName: 'Ali' },
        ],
      }),
    );
    const { user, dialog } = await renderForm(null);
    await choose(user, 'Facility', 'HMP Leeds');
    await user.click(field('Lead Volunteer'));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Yusuf Ali', 'Aisha Bello (not cleared)']),
    );
    await user.click(within(listbox).getByRole('option', { name: 'Aisha Bello (not cleared)' }));
    const warning = await within(dialog).findByRole('status');
    expect(warning.textContent).toContain('Not cleared on');
    expect(warning.textContent).toContain('Training not completed');
    expect(server.calls('ClearanceCheck').at(-1)).toMatchObject({ id: 'volunteer-1' });
  });

  it('asks for a reason when the lead is not cleared, and sends it with the next save', async () => {
    const missing = 'No approved clearance for HMP Leeds. Training not completed';
    let attempts = 0;
    const server = stubServer({
      CreateProgram: () =>
        ++attempts === 1
          ? clearanceRefusal(missing)
          : { data: { createProgram: { ...STUDY_CIRCLE, id: 'program-9' } } },
    });
    const { user, dialog, onClose } = await renderForm(null);
    await fillRequired(user);
    expect(labelsShown(dialog)).not.toContain('Reason to place them anyway');

    await user.click(createButton(dialog));

    expect(await within(dialog).findByText(missing)).toBeTruthy();
    expect(
      within(dialog).getByText('To place them anyway, give a reason for the override'),
    ).toBeTruthy();
    await fill(user, 'Reason to place them anyway', 'Training booked; chaplain agrees');
    await user.click(createButton(dialog));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(
      server
        .inputs('CreateProgram')
        .map((input) => (input as { clearanceOverrideReason: unknown }).clearanceOverrideReason),
    ).toEqual([null, 'Training booked; chaplain agrees']);
  });

  it('edits a program: attendance and approval date are shown; feedback only once completed', async () => {
    const { user, dialog } = await renderForm(STUDY_CIRCLE);

    expect(screen.getByRole('dialog', { name: 'Edit Program' })).toBe(dialog);
    expect(field('Approval Date').value).toBe('2026-03-10');
    expect(field('Total Attendees').value).toBe('8');
    expect(field('New Attendees').value).toBe('2');
    expect(field('Status').value).toBe('Scheduled');
    expect(labelsShown(dialog)).not.toContain('Feedback');

    await choose(user, 'Status', 'Completed');
    expect(field('Feedback').value).toBe('');

    await choose(user, 'Status', 'Scheduled');
    expect(labelsShown(dialog)).not.toContain('Feedback');
  });

  it('refuses more new attendees than attendees, and sends nothing', async () => {
    const server = stubServer();
    const { user, dialog } = await renderForm(STUDY_CIRCLE);
    await fill(user, 'Total Attendees', '10');
    await fill(user, 'New Attendees', '12');

    await user.click(saveButton(dialog));

    expectErrorsOnFields({ 'New Attendees': TOO_MANY });
    expect(shownErrors(dialog)).toEqual([TOO_MANY]);
    expect(server.inputs('UpdateProgram')).toEqual([]);
  });

  it('saves an edit with attendance as numbers and the feedback of a completed program', async () => {
    const server = stubServer({
      UpdateProgram: () => ({ data: { updateProgram: { ...STUDY_CIRCLE, version: 6 } } }),
    });
    const { user, dialog, onClose } = await renderForm(STUDY_CIRCLE);
    await fill(user, 'Total Attendees', '12');
    await fill(user, 'New Attendees', '12');
    await choose(user, 'Status', 'Completed');
    await fill(user, 'Feedback', 'Well attended.');

    await user.click(saveButton(dialog));

    await waitFor(() => expect(server.inputs('UpdateProgram')).toHaveLength(1));
    expect(server.inputs('UpdateProgram')[0]).toMatchObject({
      id: 'program-1',
      expectedVersion: 5,
      status: 'COMPLETED',
      attendees: 12,
      newAttendees: 12,
      approvalDate: '2026-03-10',
      feedback: 'Well attended.',
      materialRequested: ['Quran'],
    });
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText('Program updated')).toBeTruthy();
  });

  it('names the facility and lead of the program being edited from the program, asking only whether the lead is cleared', async () => {
    const server = stubServer();
    await renderForm({
      ...STUDY_CIRCLE,
      // Names the pickers' first choices do not hold: they come from the program itself.
      facilityId: 'facility-9',
      facilityName: 'HMP Wandsworth',
      volunteerId: 'volunteer-9',
      volunteerName: 'Idris Bello',
    });

    expect(field('Facility').value).toBe('HMP Wandsworth');
    expect(field('Lead Volunteer').value).toBe('Idris Bello');
    await waitFor(() =>
      expect(server.calls('ClearanceCheck')).toEqual([
        { id: 'volunteer-9', facilityId: 'facility-9', day: '2026-03-20' },
      ]),
    );
    expect(server.fetchMock).toHaveBeenCalledOnce();
  });

  it('searches volunteers on the server as one types the lead, and sends the one picked', async () => {
    const server = stubServer({
      UpdateProgram: () => ({ data: { updateProgram: { ...STUDY_CIRCLE, version: 6 } } }),
    });
    const { user, dialog } = await renderForm(STUDY_CIRCLE);

    const lead = field('Lead Volunteer');
    await user.click(lead);
    // Opening asks for the first volunteers, of any status, as the form always offered.
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'Mariam Osei' });
    const at = { facilityId: 'facility-1', day: '2026-03-20' };
    expect(server.calls('SearchVolunteersAt')).toEqual([{ search: null, limit: 20, ...at }]);
    await user.clear(lead);
    await user.type(lead, 'mar');
    await waitFor(
      () =>
        expect(server.calls('SearchVolunteersAt').at(-1)).toEqual({
          search: 'mar',
          limit: 20,
          ...at,
        }),
      { timeout: SEARCH_DELAY_MS * 8 },
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Maryam Khan', 'Mariam Osei']),
    );
    await user.click(screen.getByRole('option', { name: 'Maryam Khan' }));
    expect(lead.value).toBe('Maryam Khan');

    await user.click(saveButton(dialog));
    await waitFor(() => expect(server.inputs('UpdateProgram')).toHaveLength(1));
    expect(server.inputs('UpdateProgram')[0]).toMatchObject({
      facilityId: 'facility-1',
      volunteerId: 'volunteer-2',
    });
    expect(server.calls('SearchFacilities')).toEqual([]);
  });
});
