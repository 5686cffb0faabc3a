import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { clearanceRefusal, pickerHandlers } from '../../../../../tests/support/picker-choices';
import { renderWithProviders } from '../../../../../tests/support/render';
import { scheduleRecord } from '../../../../../tests/support/web/schedule-record';
import type { Schedule } from '../api/schedule.api';
import { SchedulesPage } from './SchedulesPage';

const PENDING_VISIT = scheduleRecord({
  requestType: 'ADJUSTMENT',
  requestReason: 'Clinic moved to Thursday',
  version: 2,
});

/** What the page asks besides its list: the tabs' counts, and the pickers' searches. */
const names = {
  ...pickerHandlers({
    facilities: [{ id: 'facility-1', name: 'HMP Leeds' }],
    volunteers: [{ id: 'volunteer-1', firstName: 'Yusuf', lastName: 'Ali', status: 'ACTIVE' }],
  }),
  CountSchedules: () => ({ data: { upcoming: 1, past: 4, cancelled: 0 } }),
};

const listOf = (items: Schedule[]) => () => ({
  data: { listSchedules: { items, nextToken: null } },
});

const failure =
  (message: string, code = 'NOT_FOUND') =>
  () => ({
    errors: [{ message, extensions: { code } }],
  });

describe('SchedulesPage (product.md §2.9, §8)', () => {
  it('shows the loading text, then the tabs with their counts and the card', async () => {
    const server = stubGraphqlServer({ ...names, ListSchedules: listOf([PENDING_VISIT]) });
    renderWithProviders(<SchedulesPage />);
    expect(screen.getByText('Loading schedules... Please wait')).toBeTruthy();

    const card = await screen.findByRole('article', { name: /^Yusuf Ali, / });
    expect(card.textContent).toContain('HMP Leeds');
    expect(card.textContent).toContain('Reason for Adjustment: Clinic moved to Thursday');
    // No response or notes yet: their lines are left out, not shown empty.
    expect(card.textContent).not.toMatch(/Response:|Notes:/);
    expect(screen.getByRole('tab', { name: 'Upcoming (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Past (4)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Cancelled (0)' })).toBeTruthy();
    const [list] = server.calls('ListSchedules') as [{ filter: Record<string, unknown> }];
    expect(list.filter).toMatchObject({
      status: { in: ['PENDING', 'APPROVED'] },
      lastEndTime: { ge: expect.any(String) },
    });
  });

  it('lists upcoming visits soonest first and past ones latest first, unless told otherwise', async () => {
    const server = stubGraphqlServer({ ...names, ListSchedules: listOf([PENDING_VISIT]) });
    const { user } = renderWithProviders(<SchedulesPage />);
    await screen.findByRole('article', { name: /^Yusuf Ali, / });
    const lastOrder = () =>
      (server.calls('ListSchedules').at(-1) as { sortDirection: string }).sortDirection;
    expect(lastOrder()).toBe('ASC');

    await user.click(screen.getByRole('tab', { name: 'Past (4)' }));
    await waitFor(() => expect(lastOrder()).toBe('DESC'));
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveProperty(
      'value',
      'Date: latest first',
    );

    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(screen.getByRole('option', { name: 'Date: earliest first' }));
    await waitFor(() => expect(lastOrder()).toBe('ASC'));
  });

  it("shows 'Failed to load schedules' with Retry, which asks again", async () => {
    // Down until Retry is pressed, not for one request only: the list is keyed on the minute
    // (useNow), so a test that crosses a minute asks again by itself, and that second request
    // must fail too (a CI run saw the list load without the alert ever showing).
    let serverDown = true;
    const server = stubGraphqlServer({
      ...names,
      ListSchedules: () =>
        serverDown ? failure('Database unavailable', 'INTERNAL')() : listOf([])(),
    });
    const { user } = renderWithProviders(<SchedulesPage />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load schedules');
    serverDown = false;
    const askedBefore = server.calls('ListSchedules').length;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(server.calls('ListSchedules').length).toBeGreaterThan(askedBefore));
    expect(await screen.findByText('No upcoming schedules found')).toBeTruthy();
  });

  it('approves chosen requests together with one response; one refused is named and left to retry', async () => {
    const visits = [1, 2, 3].map((n) => ({
      ...PENDING_VISIT,
      id: `schedule-${n}`,
      startTime: `2030-03-2${n}T09:00:00.000Z`,
      endTime: `2030-03-2${n}T11:00:00.000Z`,
    }));
    const server = stubGraphqlServer({
      ...names,
      ListSchedules: listOf(visits),
      ApproveSchedule: (variables) =>
        variables.id === 'schedule-2'
          ? failure('This record was changed by someone else.', 'CONFLICT')()
          : { data: { approveSchedule: { id: variables.id } } },
    });
    const { user } = renderWithProviders(<SchedulesPage />);
    await screen.findAllByRole('article', { name: /^Yusuf Ali, / });

    for (const box of screen.getAllByRole('checkbox', { name: /^Choose schedule of Yusuf Ali/ }))
      await user.click(box);
    const bar = screen.getByRole('region', { name: 'Chosen requests' });
    expect(bar.textContent).toContain('3 requests chosen');
    await user.click(within(bar).getByRole('button', { name: 'Approve chosen' }));

    const dialog = screen.getByRole('dialog', { name: 'Approve 3 schedules' });
    await user.type(within(dialog).getByRole('textbox', { name: /Response/ }), 'Welcome');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to approve schedule');
    expect(alert.textContent).toContain('This record was changed by someone else.');
    expect(await screen.findByText('2 schedules approved')).toBeTruthy();
    expect(server.calls('ApproveSchedule')).toEqual(
      visits.map((visit) => ({
        id: visit.id,
        adminResponse: 'Welcome',
        expectedVersion: 2,
        clearanceOverrideReason: null,
      })),
    );
    // Only the refused one is left: the dialog says so, and pressing Approve asks for it alone.
    expect(screen.getByRole('dialog', { name: 'Approve 1 schedule' })).toBe(dialog);
    expect(screen.queryByRole('dialog', { name: 'Approve 3 schedules' })).toBeNull();
    expect(dialog.textContent).toContain('2 schedules approved; 1 left.');
    expect(within(dialog).getAllByRole('listitem').length).toBe(2); // the list and the failure
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(server.calls('ApproveSchedule')).toHaveLength(4));
    expect(server.calls('ApproveSchedule').at(-1)).toMatchObject({ id: 'schedule-2' });
  });

  it('shows on the card a volunteer not cleared for the visit, and an override with its reason', async () => {
    const overridden: Schedule = {
      ...PENDING_VISIT,
      status: 'APPROVED',
      clearanceOverrideReason: 'Renewal confirmed by phone',
      clearanceOverrideMissing: 'Clearance at HMP Leeds expired on Fri, Mar 1, 2030',
      clearanceFlag:
        'Not cleared on Wed, Mar 20, 2030: Clearance at HMP Leeds expired on Fri, Mar 1, 2030',
    };
    stubGraphqlServer({
      ...names,
      ListSchedules: listOf([overridden, { ...PENDING_VISIT, id: 'schedule-2' }]),
    });
    renderWithProviders(<SchedulesPage />);
    const [card, plain] = await screen.findAllByRole('article', { name: /^Yusuf Ali, / });
    expect(card!.textContent).toContain('Placed without clearance');
    expect(card!.textContent).toContain(
      'Not cleared: Clearance at HMP Leeds expired on Fri, Mar 1, 2030',
    );
    expect(card!.textContent).toContain('Reason: Renewal confirmed by phone');
    expect(card!.textContent).toContain(
      'Not cleared on Wed, Mar 20, 2030: Clearance at HMP Leeds expired on Fri, Mar 1, 2030',
    );
    expect(plain!.textContent).not.toContain('Placed without clearance');
    expect(plain!.textContent).not.toContain('Not cleared');
  });

  it("says 'Failed to approve schedule' with the server's reason, keeping the dialog open", async () => {
    const server = stubGraphqlServer({
      ...names,
      ListSchedules: listOf([PENDING_VISIT]),
      ApproveSchedule: failure('Schedule not found'),
    });
    const { user } = renderWithProviders(<SchedulesPage />);
    const card = await screen.findByRole('article', { name: /^Yusuf Ali, / });

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve schedule' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Response to the volunteer/ }),
      'See you at 9',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to approve schedule');
    expect(alert.textContent).toContain('Schedule not found');
    expect(server.calls('ApproveSchedule')).toEqual([
      {
        id: 'schedule-1',
        adminResponse: 'See you at 9',
        expectedVersion: 2,
        clearanceOverrideReason: null,
      },
    ]);
  });

  it('asks for a reason when the volunteer is not cleared, and approves with it', async () => {
    const missing = 'Clearance at HMP Leeds expired on Sat, Feb 28, 2026';
    const server = stubGraphqlServer({
      ...names,
      ListSchedules: listOf([PENDING_VISIT]),
      ApproveSchedule: (variables) =>
        variables.clearanceOverrideReason
          ? { data: { approveSchedule: { id: variables.id } } }
          : clearanceRefusal(missing),
    });
    const { user } = renderWithProviders(<SchedulesPage />);
    const card = await screen.findByRole('article', { name: /^Yusuf Ali, / });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve schedule' });
    expect(
      within(dialog).queryByRole('textbox', { name: /Reason to place them anyway/ }),
    ).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(missing);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason to place them anyway/ }),
      'Renewal confirmed by phone',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Schedule approved')).toBeTruthy();
    expect(server.calls('ApproveSchedule').map((call) => call.clearanceOverrideReason)).toEqual([
      null,
      'Renewal confirmed by phone',
    ]);
  });

  it("says 'Failed to reject schedule' and 'Failed to delete schedule' when those fail", async () => {
    stubGraphqlServer({
      ...names,
      ListSchedules: listOf([PENDING_VISIT]),
      RejectSchedule: failure(
        'This schedule is approved: only pending schedules can be rejected.',
        'VALIDATION_FAILED',
      ),
      DeleteSchedule: failure('Schedule not found'),
    });
    const { user } = renderWithProviders(<SchedulesPage />);
    const card = await screen.findByRole('article', { name: /^Yusuf Ali, / });

    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const reject = screen.getByRole('dialog', { name: 'Reject schedule' });
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect((await within(reject).findByRole('alert')).textContent).toContain(
      'Failed to reject schedule',
    );
    await user.click(within(reject).getByRole('button', { name: 'Cancel' }));

    await user.click(within(card).getByRole('button', { name: /^Delete schedule of Yusuf Ali/ }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm delete' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(confirm).getByRole('alert').textContent).toContain(
        'Failed to delete schedule Schedule not found',
      ),
    );
  });
});
