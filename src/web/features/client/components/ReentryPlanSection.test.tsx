/**
 * A client's reentry plan on their file and in the volunteer's contacts (product.md §3.3.1): the
 * steps by due day with owner and overdue mark, readiness, ticking a step done, a volunteer's
 * edit limited to status and notes, and an admin starting the plan from the default one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { useFixedToday } from '../../../../../tests/support/fixed-today';
import { labelsShown } from '../../../../../tests/support/form-queries';
import { renderWithProviders } from '../../../../../tests/support/render';
import type { ReentryStep } from '../api/reentry-step.api';
import { ReentryPlanSection } from './ReentryPlanSection';

const CLIENT = {
  id: 'client-1',
  preferredName: 'Yusuf',
  releaseDate: '2026-03-20',
  assignedVolunteerId: 'volunteer-1',
  assignedVolunteerName: 'Amina Khan',
};

function step(changes: Partial<ReentryStep>): ReentryStep {
  return {
    id: 'step',
    clientId: CLIENT.id,
    title: 'Step',
    offsetDays: null,
    ownerId: 'volunteer-1',
    ownerName: 'Amina Khan',
    status: 'OPEN',
    doneOn: null,
    notes: null,
    version: 1,
    dueOn: null,
    ...changes,
  };
}

// Out of order, as the server may list them: the page puts them by due day.
const PLAN = [
  step({ id: 'mentor', title: 'Mentor assigned' }),
  step({ id: 'pickup', title: 'Pick-up arranged', offsetDays: -3 }),
  step({
    id: 'id-docs',
    title: 'ID documents',
    offsetDays: -30,
    status: 'DONE',
    doneOn: '2026-02-10',
  }),
  step({ id: 'housing', title: 'Housing secured', offsetDays: -14, notes: 'Shelter waiting list' }),
];

function stubServer(steps: ReentryStep[] = PLAN) {
  return stubGraphqlServer({
    ListReentrySteps: () => ({ data: { listReentrySteps: { items: steps } } }),
    UpdateReentryStep: ({ input }) => ({
      data: { updateReentryStep: { id: (input as { id: string }).id, version: 2 } },
    }),
    StartReentryPlan: () => ({ data: { startReentryPlan: [{ id: 'new' }] } }),
  });
}

const stepTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('checkbox')
    .map((box) => box.closest('li')!.querySelector('label')!.textContent);

describe('ReentryPlanSection', () => {
  // 2026-03-10: ten days before the release; housing (due 03-06) is overdue.
  useFixedToday(new Date(2026, 2, 10, 10, 0));

  it('lists the steps by due day with owner and done day, marks the overdue, and counts readiness', async () => {
    stubServer();
    renderWithProviders(<ReentryPlanSection client={CLIENT} canManage={false} />);
    await screen.findByRole('list');
    expect(stepTitles()).toEqual([
      'ID documents',
      'Housing secured',
      'Pick-up arranged',
      'Mentor assigned',
    ]);
    expect(screen.getByText(/Due so far: 1 of 2 done/).textContent).toContain(
      'Release Fri, Mar 20, 2026',
    );
    const housing = screen.getByRole('checkbox', { name: 'Housing secured' }).closest('li')!;
    expect(housing.textContent).toContain(
      'Due Fri, Mar 6, 2026 · 14 days before release · Owner: Amina Khan',
    );
    expect(housing.textContent).toContain('Overdue');
    expect(housing.textContent).toContain('Shelter waiting list');
    const done = screen.getByRole('checkbox', { name: 'ID documents' });
    expect((done as HTMLInputElement).checked).toBe(true);
    expect(done.closest('li')!.textContent).toContain('Done Tue, Feb 10, 2026');
    expect(done.closest('li')!.textContent).not.toContain('Overdue');
    const mentor = screen.getByRole('checkbox', { name: 'Mentor assigned' }).closest('li')!;
    expect(mentor.textContent).toContain('No fixed day');
    // A volunteer neither starts plans nor adds steps.
    expect(screen.queryByRole('button', { name: 'Add Step' })).toBeNull();
  });

  it('ticks a step done, and untick it open again, sending the version it showed', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<ReentryPlanSection client={CLIENT} canManage={false} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Housing secured' }));
    await waitFor(() =>
      expect(server.calls('UpdateReentryStep').at(-1)).toEqual({
        input: { id: 'housing', expectedVersion: 1, status: 'DONE' },
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'ID documents' }));
    await waitFor(() =>
      expect(server.calls('UpdateReentryStep').at(-1)).toEqual({
        input: { id: 'id-docs', expectedVersion: 1, status: 'OPEN' },
      }),
    );
  });

  it("lets a volunteer change only a step's status and notes", async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<ReentryPlanSection client={CLIENT} canManage={false} />);
    await user.click(await screen.findByRole('button', { name: 'Edit step Housing secured' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reentry step: Housing secured' });
    expect(labelsShown(dialog)).toEqual(['Status', 'Notes']);
    const notes = within(dialog).getByLabelText('Notes');
    await user.clear(notes);
    await user.type(notes, 'Room found at Dar al-Salam');
    await user.click(within(dialog).getByRole('button', { name: 'Save Step' }));
    await waitFor(() =>
      expect(server.calls('UpdateReentryStep').at(-1)).toEqual({
        input: {
          id: 'housing',
          expectedVersion: 1,
          status: 'OPEN',
          notes: 'Room found at Dar al-Salam',
        },
      }),
    );
  });

  it('offers an admin to start the plan when there is none', async () => {
    const server = stubServer([]);
    const { user } = renderWithProviders(
      <ReentryPlanSection
        client={CLIENT}
        canManage
        me={{ value: 'admin-1', label: 'Sara (me)' }}
      />,
    );
    expect(await screen.findByText('No reentry plan yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start Reentry Plan' }));
    await waitFor(() =>
      expect(server.calls('StartReentryPlan')).toEqual([{ clientId: 'client-1' }]),
    );
  });

  it('shows why a plan could not be loaded, with a retry', async () => {
    stubGraphqlServer({});
    renderWithProviders(<ReentryPlanSection client={CLIENT} canManage={false} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the reentry plan.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
