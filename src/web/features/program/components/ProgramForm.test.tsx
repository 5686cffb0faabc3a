import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFixedToday } from '../../../../../tests/support/fixed-today';
import { choose, fill } from '../../../../../tests/support/form-actions';
import { field, labelsShown } from '../../../../../tests/support/form-queries';
import { openPicker, typeAndPick } from '../../../../../tests/support/picker-choices';
import { expectOnlyErrors } from '../../../../../tests/support/web/form-errors';
import {
  createButton,
  fillRequired,
  renderForm,
  saveButton,
  STUDY_CIRCLE,
  stubServer,
} from '../../../../../tests/support/program-form';

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

    expectOnlyErrors(dialog, REQUIRED_MESSAGES);
    expect(within(dialog).queryByText('Program type is required')).toBeNull();
    expect(within(dialog).queryByText('Date is required')).toBeNull();

    // The date's default can be cleared; then it is required too.
    await user.clear(field('Date'));
    await user.click(createButton(dialog));

    expectOnlyErrors(dialog, { ...REQUIRED_MESSAGES, Date: 'Date is required' });
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

    expectOnlyErrors(dialog, { 'New Attendees': TOO_MANY });
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
    // Opening asks for the first volunteers, of any status, as the form always offered.
    await openPicker(user, lead, 'Mariam Osei');
    const at = { facilityId: 'facility-1', day: '2026-03-20' };
    expect(server.calls('SearchVolunteersAt')).toEqual([{ search: null, limit: 20, ...at }]);
    await typeAndPick(user, server, lead, {
      typed: 'mar',
      operation: 'SearchVolunteersAt',
      asked: { search: 'mar', limit: 20, ...at },
      offered: ['Maryam Khan', 'Mariam Osei'],
      picked: 'Maryam Khan',
    });
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
