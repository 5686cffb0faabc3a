/** The schedule form as a volunteer uses it to ask for a visit of their own (decision 093). */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignedInUserIdContext } from '../../../auth/signed-in-user-id';
import { formatDay } from '../../../lib/date-format';
import type { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { choose, fill } from '../../../../../tests/support/form-actions';
import { field } from '../../../../../tests/support/form-queries';
import { shownOptions } from '../../../../../tests/support/picker-choices';
import { renderFormDialog } from '../../../../../tests/support/render';
import { stubServer, submitButton } from '../../../../../tests/support/web/schedule-form';
import { ScheduleForm } from './ScheduleForm';

describe("ScheduleForm: a volunteer's own visit request (decision 093)", () => {
  const ME = 'volunteer-me';
  /** Cleared at HMP Leeds until 2026-12-14; nothing at HMP Manchester. */
  const clearances = [
    {
      id: 'c-1',
      volunteerId: ME,
      facilityId: 'facility-2',
      facilityName: 'HMP Leeds',
      status: 'APPROVED',
      grantedOn: '2026-01-01',
      expiresOn: '2026-12-14',
      reference: null,
      notes: null,
      version: 1,
    },
  ];
  const ownServer = (handlers: Parameters<typeof stubGraphqlServer>[0] = {}) =>
    stubServer({
      GetVolunteer: () => ({
        data: {
          getVolunteer: {
            id: ME,
            firstName: 'Yusuf',
            lastName: 'Ali',
            backgroundCheckStatus: 'PASSED',
            trainingCompleted: true,
          },
        },
      }),
      ListVolunteerClearances: () => ({
        data: { listVolunteerClearances: { items: clearances, nextToken: null } },
      }),
      ClearanceCheck: ({ facilityId, day }: Record<string, unknown>) => ({
        data: {
          getVolunteer: {
            id: ME,
            firstName: 'Yusuf',
            lastName: 'Ali',
            clearanceFor: {
              cleared: false,
              missing:
                facilityId === 'facility-2'
                  ? `Clearance at HMP Leeds expired on ${formatDay('2026-12-14')}`
                  : `No approved clearance for HMP Manchester (${String(day)})`,
            },
          },
        },
      }),
      ...handlers,
    });
  const renderOwn = () =>
    renderFormDialog((callbacks) => (
      <SignedInUserIdContext.Provider value={ME}>
        <ScheduleForm schedule={null} forSelf {...callbacks} />
      </SignedInUserIdContext.Provider>
    ));

  it('marks the facilities where they are not cleared on the visit day, and warns before sending', async () => {
    ownServer();
    const { user, dialog } = await renderOwn();
    await fill(user, 'Start Time', '2027-01-05T10:00');

    await user.click(field('Facility'));
    await screen.findByRole('listbox');
    await waitFor(() =>
      expect(shownOptions()).toEqual([
        'HMP Manchester (not cleared)',
        `HMP Leeds (clearance ended ${formatDay('2026-12-14')})`,
      ]),
    );
    await user.click(screen.getByRole('option', { name: /^HMP Leeds/ }));

    const title = await within(dialog).findByText(
      `Not cleared on ${formatDay('2027-01-05')}`,
      {},
      { timeout: 3000 },
    );
    const warning = title.closest('[role="status"]') as HTMLElement;
    expect(warning.textContent).toContain(
      `Clearance at HMP Leeds expired on ${formatDay('2026-12-14')}`,
    );
  });

  it("shows the server's refusal in its own words, not 'Failed to submit form'", async () => {
    const refusal = 'Clearance at HMP Leeds expired on 2026-12-14';
    ownServer({
      CreateSchedule: () => ({
        errors: [
          {
            message: refusal,
            extensions: { code: 'VALIDATION_FAILED', fieldErrors: { volunteerId: refusal } },
          },
        ],
      }),
    });
    const { user, dialog, onClose } = await renderOwn();
    await choose(user, 'Facility', 'HMP Leeds');
    await fill(user, 'Start Time', '2027-01-05T10:00');
    await user.click(submitButton(dialog, 'Send Request'));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(`${refusal}.`);
    expect(onClose).not.toHaveBeenCalled();
  });
});
