import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchAnsweredByTest } from '../../../../../tests/support/fetch-stub';
import { useFixedToday } from '../../../../../tests/support/fixed-today';
import { choose, fill } from '../../../../../tests/support/form-actions';
import {
  expectErrorsOnFields,
  field,
  labelsShown,
  shownErrors,
} from '../../../../../tests/support/form-queries';
import { renderFormDialog } from '../../../../../tests/support/render';
import type { VolunteerName } from '../../volunteer/api/volunteer.api';
import type { Program } from '../api/program.api';
import { ProgramForm } from './ProgramForm';

const FACILITIES = [
  { id: 'facility-1', name: 'HMP Manchester' },
  { id: 'facility-2', name: 'HMP Leeds' },
];

const VOLUNTEERS: VolunteerName[] = [
  { id: 'volunteer-1', firstName: 'Yusuf', lastName: 'Ali', status: 'ACTIVE' },
  { id: 'volunteer-2', firstName: 'Maryam', lastName: 'Khan', status: 'ACTIVE' },
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

const renderForm = (program: Program | null) =>
  renderFormDialog((callbacks) => (
    <ProgramForm program={program} facilities={FACILITIES} volunteers={VOLUNTEERS} {...callbacks} />
  ));

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
    const { fetchMock } = stubFetchAnsweredByTest();
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates a program without attendance, approval date or feedback; lists are trimmed', async () => {
    const { fetchMock, sentBody, answer } = stubFetchAnsweredByTest();
    const { user, dialog, onClose } = await renderForm(null);
    const labels = labelsShown(dialog);
    for (const label of EDIT_ONLY_FIELDS) expect(labels, label).not.toContain(label);

    await fillRequired(user);
    await choose(user, 'Type', 'Jumah Prayer');
    await fill(user, 'Materials Requested', 'Quran,  Prayer mats , ,Pens');
    await fill(user, 'Resources Used', ' , Whiteboard ,');
    await user.click(createButton(dialog));
    await answer({ data: { createProgram: { ...STUDY_CIRCLE, id: 'program-2' } } });

    expect(fetchMock).toHaveBeenCalledOnce();
    expect(sentBody().query).toContain('mutation CreateProgram');
    const { input } = sentBody().variables;
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
    });
    for (const key of NOT_SENT_ON_CREATE) expect(input, key).not.toHaveProperty(key);
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText('Program created')).toBeTruthy();
  });

  it('shows the failure when saving fails, and keeps what was typed', async () => {
    const { answer } = stubFetchAnsweredByTest();
    const { user, dialog, onClose } = await renderForm(null);
    await fillRequired(user);

    await user.click(createButton(dialog));
    await answer({
      errors: [{ message: 'Database unavailable', extensions: { code: 'INTERNAL' } }],
    });

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
    const { fetchMock } = stubFetchAnsweredByTest();
    const { user, dialog } = await renderForm(STUDY_CIRCLE);
    await fill(user, 'Total Attendees', '10');
    await fill(user, 'New Attendees', '12');

    await user.click(saveButton(dialog));

    expectErrorsOnFields({ 'New Attendees': TOO_MANY });
    expect(shownErrors(dialog)).toEqual([TOO_MANY]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves an edit with attendance as numbers and the feedback of a completed program', async () => {
    const { sentBody, answer } = stubFetchAnsweredByTest();
    const { user, dialog, onClose } = await renderForm(STUDY_CIRCLE);
    await fill(user, 'Total Attendees', '12');
    await fill(user, 'New Attendees', '12');
    await choose(user, 'Status', 'Completed');
    await fill(user, 'Feedback', 'Well attended.');

    await user.click(saveButton(dialog));
    await answer({ data: { updateProgram: { ...STUDY_CIRCLE, version: 6 } } });

    expect(sentBody().query).toContain('mutation UpdateProgram');
    expect(sentBody().variables.input).toMatchObject({
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
});
