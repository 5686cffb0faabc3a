/**
 * The schedule form in proportion to the programme (decision 055): it shows the names a visit
 * carries, and its Da'ee picker searches volunteers on the server as one types.
 */
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose, fill } from '../../../../../tests/support/form-actions';
import { field } from '../../../../../tests/support/form-queries';
import {
  expectNotAsked,
  pickBilalKhanFromAnyStatus,
} from '../../../../../tests/support/picker-choices';
import {
  FRIDAY_VISIT,
  renderForm,
  stubServer,
  submitButton,
} from '../../../../../tests/support/web/schedule-form';

describe('ScheduleForm: names it carries, pickers from the server', () => {
  it('shows the volunteer and facility by the names the schedule carries, with no lookup and no list of every one', async () => {
    const server = stubServer();
    await renderForm({ ...FRIDAY_VISIT, facilityName: 'HMP Manchester (old wing)' });

    expect(field("Da'ee").value).toBe('Yusuf Ali');
    expect(field('Facility').value).toBe('HMP Manchester (old wing)');
    expectNotAsked(server, [
      'VolunteerNameOf',
      'FacilityName',
      'SearchVolunteers',
      'SearchFacilities',
      'VolunteerNames',
      'ListFacilityPage',
    ]);
  });

  it("searches Da'ee on the server as one types, among volunteers of any status, and sends the one picked", async () => {
    const server = stubServer({
      CreateSchedule: () => ({ data: { createSchedule: { ...FRIDAY_VISIT, id: 'schedule-2' } } }),
    });
    const { user, dialog, onClose } = await renderForm(null);

    const volunteer = field("Da'ee");
    // Opening asks for the first volunteers; typing narrows them on the server.
    await pickBilalKhanFromAnyStatus(user, server, volunteer);
    expect(volunteer.value).toBe('Bilal Khan');

    await choose(user, 'Facility', 'HMP Leeds');
    await fill(user, 'Start Time', '2026-03-20T09:00');
    await user.click(submitButton(dialog, 'Add Schedule'));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [{ input }] = server.calls('CreateSchedule') as [{ input: Record<string, unknown> }];
    expect(input).toMatchObject({ volunteerId: 'volunteer-3', facilityId: 'facility-2' });
    expect(server.calls('VolunteerNames')).toEqual([]);
    expect(server.calls('ListFacilityPage')).toEqual([]);
  });
});
