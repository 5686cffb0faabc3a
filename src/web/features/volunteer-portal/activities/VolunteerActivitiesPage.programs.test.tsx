/** The volunteer's Activities page, My Programs tab (product.md §12). */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFixedToday } from '../../../../../tests/support/fixed-today';
import { choose, fill } from '../../../../../tests/support/form-actions';
import { field, focusedDialog, labelsShown } from '../../../../../tests/support/form-queries';
import { renderWithProviders } from '../../../../../tests/support/render';
import { typeAndPick } from '../../../../../tests/support/picker-choices';
import { MY_ID, stubSignedInVolunteer } from '../../../../../tests/support/signed-in-volunteer';
import { VolunteerActivitiesPage } from './VolunteerActivitiesPage';
import {
  COMING,
  HELD_TODAY,
  COMPLETED,
  CANCELLED,
  PICKERS,
  expectNoFacilityList,
  programs,
  saved,
  cardOf,
  inputOf,
} from '../../../../../tests/support/volunteer-activities';

describe('VolunteerActivitiesPage: My Programs (product.md §12)', () => {
  useFixedToday(new Date(2026, 2, 15, 10, 0));

  it('lists only the programs the signed-in volunteer leads', async () => {
    const server = stubSignedInVolunteer({
      ...PICKERS,
      ListPrograms: programs([COMING]),
    });
    renderWithProviders(<VolunteerActivitiesPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Activities' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'My Programs', selected: true })).toBeTruthy();
    const card = await cardOf('Study Circle');
    expect(card.textContent).toContain('HMP Leeds');
    // Written as on every page (decision 049); ICU puts a narrow no-break space before 'PM'.
    const text = card.textContent!.replace(/\s/g, ' ');
    expect(text).toContain('DateFri, Mar 20, 2026');
    expect(text).toContain('Time2:00 PM – 3:30 PM');
    expect(server.calls('ListPrograms')[0]).toMatchObject({
      filter: { volunteerId: { eq: MY_ID } },
      sortDirection: 'DESC',
    });
    expectNoFacilityList(server);
    expect(server.calls('SearchFacilities')).toEqual([]);
  });

  it('offers Edit and Delete only while SCHEDULED, Record Attendance once it has happened', async () => {
    stubSignedInVolunteer({
      ...PICKERS,
      ListPrograms: programs([COMING, HELD_TODAY, COMPLETED, CANCELLED]),
    });
    renderWithProviders(<VolunteerActivitiesPage />);

    const buttonsOf = async (title: string) =>
      within(await cardOf(title))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(await buttonsOf('Study Circle')).toEqual(['Edit', 'Delete']);
    expect(await buttonsOf('Jumah Prayer')).toEqual(['Edit', 'Record Attendance', 'Delete']);
    expect(await buttonsOf('Quran Class')).toEqual(['Record Attendance']);
    expect(await buttonsOf('Eid Gathering')).toEqual([]);
    expect((await cardOf('Eid Gathering')).textContent).toContain(
      'Only scheduled programs can be changed.',
    );
    expect((await cardOf('Quran Class')).textContent).toContain('8 attended, 2 new');
  });

  it('creates a program led by the volunteer: no lead or approval pickers, their id sent', async () => {
    const server = stubSignedInVolunteer({
      ...PICKERS,
      ListPrograms: programs([]),
      CreateProgram: saved('createProgram'),
    });
    const { user } = renderWithProviders(<VolunteerActivitiesPage />);
    expect(await screen.findByText(/You do not lead any programs yet/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create New Program' }));
    const dialog = await focusedDialog();
    expect(within(dialog).getByRole('heading', { name: 'Create New Program' })).toBeTruthy();
    const labels = labelsShown(dialog);
    expect(labels).not.toContain('Lead Volunteer');
    expect(labels).not.toContain('Approval Status');
    expect(labels).not.toContain('Total Attendees');

    await fill(user, 'Title', 'Reentry Workshop');
    // The facility picker searches on the server as one types.
    await typeAndPick(user, server, field('Facility'), {
      typed: 'leeds',
      operation: 'SearchFacilities',
      asked: { search: 'leeds', limit: 20 },
      offered: ['HMP Leeds'],
      picked: 'HMP Leeds',
    });
    await fill(user, 'Location within Facility', 'Education block');
    await fill(user, 'Date', '2026-04-02');
    await fill(user, 'Start Time', '10:00');
    await fill(user, 'Description', 'CV writing and interview practice.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Program' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const input = inputOf(server.calls('CreateProgram'));
    expect(input).toMatchObject({
      title: 'Reentry Workshop',
      facilityId: 'facility-1',
      volunteerId: MY_ID,
      date: '2026-04-02',
      startTime: '10:00',
      endTime: '11:00',
      status: 'SCHEDULED',
    });
    expect(input).not.toHaveProperty('approvalStatus');
    expect(await screen.findByText('Program created')).toBeTruthy();
    expectNoFacilityList(server);
  });

  it("edits a scheduled program without touching its lead or approval, and shows the server's refusal", async () => {
    const server = stubSignedInVolunteer({
      ...PICKERS,
      ListPrograms: programs([COMING]),
      UpdateProgram: () => ({
        errors: [
          {
            message: 'Only admins can change the approval of a program.',
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      }),
    });
    const { user } = renderWithProviders(<VolunteerActivitiesPage />);
    await user.click(
      within(await cardOf('Study Circle')).getByRole('button', { name: 'Edit Study Circle' }),
    );
    const dialog = await focusedDialog();
    expect(labelsShown(dialog)).not.toContain('Lead Volunteer');
    // Named by the program itself: no lookup, no list.
    expect(field('Facility').value).toBe('HMP Leeds');
    await fill(user, 'Location within Facility', 'Library');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to submit form.');
    expect(alert.textContent).not.toContain('try again');
    expect(alert.textContent).toContain('Only admins can change the approval of a program.');
    const input = inputOf(server.calls('UpdateProgram'));
    expect(input).toMatchObject({ id: 'coming', expectedVersion: 3, location: 'Library' });
    for (const key of ['volunteerId', 'approvalStatus', 'approvalDate', 'attendees', 'feedback']) {
      expect(input).not.toHaveProperty(key);
    }
    for (const operation of ['ListFacilities', 'FacilityName', 'VolunteerNames']) {
      expect(server.calls(operation), operation).toEqual([]);
    }
  });

  it('records attendance, and feedback once the program is marked completed', async () => {
    const server = stubSignedInVolunteer({
      ...PICKERS,
      ListPrograms: programs([HELD_TODAY]),
      UpdateProgram: saved('updateProgram'),
    });
    const { user } = renderWithProviders(<VolunteerActivitiesPage />);
    await user.click(
      within(await cardOf('Jumah Prayer')).getByRole('button', {
        name: 'Record attendance for Jumah Prayer',
      }),
    );
    const dialog = await focusedDialog();
    expect(within(dialog).getByRole('heading', { name: 'Record Attendance' })).toBeTruthy();
    expect(labelsShown(dialog)).toEqual(['Status', 'Total Attendees', 'New Attendees']);

    await choose(user, 'Status', 'Completed');
    await fill(user, 'Total Attendees', '12');
    await fill(user, 'New Attendees', '3');
    await fill(user, 'Feedback', 'Full room; bring more prayer mats.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Attendance' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(inputOf(server.calls('UpdateProgram'))).toEqual({
      id: 'today',
      expectedVersion: 3,
      status: 'COMPLETED',
      attendees: 12,
      newAttendees: 3,
      feedback: 'Full room; bring more prayer mats.',
    });
    expect(await screen.findByText('Attendance saved')).toBeTruthy();
  });

  it('refuses more new attendees than attendees, and sends nothing', async () => {
    const server = stubSignedInVolunteer({
      ...PICKERS,
      ListPrograms: programs([COMPLETED]),
    });
    const { user } = renderWithProviders(<VolunteerActivitiesPage />);
    await user.click(
      within(await cardOf('Quran Class')).getByRole('button', { name: /^Record attendance/ }),
    );
    const dialog = await focusedDialog();
    expect(field('Feedback').value).toBe('Good questions.');
    await fill(user, 'New Attendees', '9');
    await user.click(within(dialog).getByRole('button', { name: 'Save Attendance' }));
    expect(
      await within(dialog).findByText('New attendees cannot exceed total attendees'),
    ).toBeTruthy();
    expect(server.calls('UpdateProgram')).toEqual([]);
  });

  it('deletes a scheduled program after asking', async () => {
    const server = stubSignedInVolunteer({
      ...PICKERS,
      ListPrograms: programs([COMING]),
      DeleteProgram: () => ({ data: { deleteProgram: { id: 'coming' } } }),
    });
    const { user } = renderWithProviders(<VolunteerActivitiesPage />);
    await user.click(
      within(await cardOf('Study Circle')).getByRole('button', { name: 'Delete Study Circle' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Confirm delete' });
    expect(confirm.textContent).toContain(
      'Are you sure you want to delete Study Circle? This action cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.calls('DeleteProgram')).toEqual([{ input: { id: 'coming' } }]),
    );
  });
});
