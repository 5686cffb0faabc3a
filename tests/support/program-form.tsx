/**
 * A program form in a component test (src/web/features/program/components): the server's
 * facilities and volunteers for the pickers, a program to edit, and the steps every new program
 * takes. Shared by the form's tests.
 */
import { within } from '@testing-library/react';
import { stubGraphqlServer } from './fetch-stub';
import { choose, fill } from './form-actions';
import { pickerHandlers } from './picker-choices';
import { renderFormDialog } from './render';
import type { Program } from '../../src/web/features/program/api/program.api';
import { ProgramForm } from '../../src/web/features/program/components/ProgramForm';

export const FACILITIES = [
  { id: 'facility-1', name: 'HMP Manchester' },
  { id: 'facility-2', name: 'HMP Leeds' },
];

const VOLUNTEERS = [
  { id: 'volunteer-1', firstName: 'Yusuf', lastName: 'Ali', status: 'ACTIVE' },
  { id: 'volunteer-2', firstName: 'Maryam', lastName: 'Khan', status: 'ACTIVE' },
  { id: 'volunteer-3', firstName: 'Mariam', lastName: 'Osei', status: 'INACTIVE' },
];

export const STUDY_CIRCLE: Program = {
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

/**
 * The server: its facilities and volunteers for the pickers (searched as one types), and its
 * answers to the form's writes; `inputs(name)` gives the inputs a write was sent.
 */
export function stubServer(writes: Parameters<typeof stubGraphqlServer>[0] = {}) {
  const server = stubGraphqlServer({
    ...pickerHandlers({ facilities: FACILITIES, volunteers: VOLUNTEERS }),
    ...writes,
  });
  return {
    ...server,
    inputs: (name: string) => server.calls(name).map((call) => call.input),
  };
}

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
