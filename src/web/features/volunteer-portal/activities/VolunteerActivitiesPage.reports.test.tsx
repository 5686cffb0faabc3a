/** The volunteer's Activities page, My Incident Reports tab (product.md §12, §13). */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFixedToday } from '../../../../../tests/support/fixed-today';
import { choose, fill } from '../../../../../tests/support/form-actions';
import { field, focusedDialog, labelsShown } from '../../../../../tests/support/form-queries';
import { renderWithProviders } from '../../../../../tests/support/render';
import { MY_ID, stubSignedInVolunteer } from '../../../../../tests/support/signed-in-volunteer';
import { VolunteerActivitiesPage } from './VolunteerActivitiesPage';
import {
  OPEN_REPORT,
  REVIEWED_REPORT,
  PICKERS,
  expectNoFacilityList,
  programs,
  reports,
  cardOf,
  inputOf,
} from '../../../../../tests/support/volunteer-activities';

describe('VolunteerActivitiesPage: My Incident Reports (product.md §12, §13)', () => {
  useFixedToday(new Date(2026, 2, 15, 10, 0));

  const openReportsTab = async () => {
    const rendered = renderWithProviders(<VolunteerActivitiesPage />);
    await rendered.user.click(await screen.findByRole('tab', { name: 'My Incident Reports' }));
    return rendered;
  };

  it('lists their own reports, open first, with Edit only while OPEN and no Delete', async () => {
    const server = stubSignedInVolunteer({
      ...PICKERS,
      ListPrograms: programs([]),
      ListIncidentReports: reports([OPEN_REPORT, REVIEWED_REPORT]),
    });
    await openReportsTab();

    const open = await cardOf('Medical · Sat, Mar 14, 2026');
    expect(open.textContent).toContain('HMP Leeds');
    expect(open.textContent).toContain('A visitor fainted.');
    expect(open.textContent!.replace(/\s/g, ' ')).toContain('Time10:15 AM');
    expect(
      within(open)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit']);
    const reviewed = await cardOf('Security · Mon, Mar 2, 2026');
    expect(within(reviewed).queryAllByRole('button')).toEqual([]);
    expect(reviewed.textContent).toContain('Only open reports can be changed');
    expect(server.calls('ListIncidentReports')[0]).toMatchObject({
      filter: { reporterId: { eq: MY_ID } },
      openFirst: true,
    });
    expectNoFacilityList(server);
  });

  it('files a report in their own name, without reporter, witness or review fields', async () => {
    const server = stubSignedInVolunteer({
      ...PICKERS,
      ListPrograms: programs([]),
      ListIncidentReports: reports([]),
      CreateIncidentReport: (variables) => ({
        data: { createIncidentReport: { ...OPEN_REPORT, ...(variables.input as object) } },
      }),
    });
    const { user } = await openReportsTab();
    expect(await screen.findByText(/You have not filed any incident reports/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'File New Report' }));
    const dialog = await focusedDialog();
    const labels = labelsShown(dialog);
    for (const hidden of ['Reporter', 'Witness Volunteers', 'Status', 'Resolution Notes']) {
      expect(labels).not.toContain(hidden);
    }
    await choose(user, 'Facility', 'HMP Leeds');
    await fill(user, 'Time', '16:40');
    await fill(user, 'Location', 'Chapel');
    await choose(user, 'Incident Type', 'Program Disruption');
    await fill(user, 'Description', 'Session ended early: lockdown.');
    await user.click(within(dialog).getByRole('button', { name: 'File Report' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const input = inputOf(server.calls('CreateIncidentReport'));
    expect(input).toMatchObject({
      reporterId: MY_ID,
      facilityId: 'facility-1',
      date: '2026-03-15',
      time: '16:40',
      location: 'Chapel',
      type: 'PROGRAM_DISRUPTION',
      description: 'Session ended early: lockdown.',
    });
    for (const key of ['witnessVolunteers', 'status', 'resolutionNotes', 'followUpNeeded']) {
      expect(input).not.toHaveProperty(key);
    }
    expect(await screen.findByText('Incident report filed')).toBeTruthy();
    // Volunteers cannot list other volunteers: the form never asks.
    for (const operation of ['ListFacilities', 'VolunteerNames', 'SearchVolunteers']) {
      expect(server.calls(operation), operation).toEqual([]);
    }
  });

  it('edits an open report, keeping its reporter, witnesses and status as stored', async () => {
    const server = stubSignedInVolunteer({
      ...PICKERS,
      ListPrograms: programs([]),
      ListIncidentReports: reports([OPEN_REPORT]),
      UpdateIncidentReport: (variables) => ({
        data: { updateIncidentReport: { ...OPEN_REPORT, ...(variables.input as object) } },
      }),
    });
    const { user } = await openReportsTab();
    await user.click(
      within(await cardOf('Medical · Sat, Mar 14, 2026')).getByRole('button', {
        name: /^Edit report/,
      }),
    );
    const dialog = await focusedDialog();
    expect(within(dialog).getByRole('heading', { name: 'Edit Incident Report' })).toBeTruthy();
    expect(field('Facility').value).toBe('HMP Leeds');
    await fill(user, 'Description', 'A visitor fainted; paramedics called.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const input = inputOf(server.calls('UpdateIncidentReport'));
    expect(input).toMatchObject({
      id: 'report-1',
      expectedVersion: 2,
      description: 'A visitor fainted; paramedics called.',
    });
    for (const key of ['reporterId', 'witnessVolunteers', 'status', 'followUpDate']) {
      expect(input).not.toHaveProperty(key);
    }
    for (const operation of ['ListFacilities', 'FacilityName', 'VolunteerNames']) {
      expect(server.calls(operation), operation).toEqual([]);
    }
  });
});
