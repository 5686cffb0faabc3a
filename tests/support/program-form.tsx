/**
 * A program form in a component test (src/web/features/program/components): the server's
 * facilities and volunteers for the pickers, a program to edit, and the steps every new program
 * takes. Shared by the form's tests.
 */
import { within } from '@testing-library/react';
import { choose, fill } from './form-actions';
import { ACTIVE_VOLUNTEERS, stubPickerServer, TWO_FACILITIES } from './picker-choices';
import { renderFormDialog } from './render';
import { programRecord } from './web/program-record';
import type { Program } from '../../src/web/features/program/api/program.api';
import { ProgramForm } from '../../src/web/features/program/components/ProgramForm';

export const FACILITIES = TWO_FACILITIES;

const VOLUNTEERS = [
  ...ACTIVE_VOLUNTEERS,
  { id: 'volunteer-3', firstName: 'Mariam', lastName: 'Osei', status: 'INACTIVE' },
];

export const STUDY_CIRCLE: Program = programRecord({
  facilityName: 'HMP Manchester',
  attendees: 8,
  newAttendees: 2,
  materialRequested: ['Quran'],
  version: 5,
});

/**
 * The server: its facilities and volunteers for the pickers (searched as one types), and its
 * answers to the form's writes; `inputs(name)` gives the inputs a write was sent.
 */
export const stubServer = (writes: Parameters<typeof stubPickerServer>[1] = {}) =>
  stubPickerServer({ facilities: FACILITIES, volunteers: VOLUNTEERS }, writes);

export const renderForm = (program: Program | null) =>
  renderFormDialog((callbacks) => <ProgramForm program={program} {...callbacks} />);

export type User = Awaited<ReturnType<typeof renderForm>>['user'];

export async function fillRequired(user: User) {
  await fill(user, 'Title', 'Jumah Khutbah');
  await choose(user, 'Facility', 'HMP Leeds');
  await fill(user, 'Location within Facility', 'Multi-faith room');
  await choose(user, 'Lead Volunteer', 'Maryam Khan');
  await fill(user, 'Start Time', '12:30');
  await fill(user, 'Description', 'Friday prayer and sermon.');
}

export const createButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Create Program' });
export const saveButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Save Changes' });
