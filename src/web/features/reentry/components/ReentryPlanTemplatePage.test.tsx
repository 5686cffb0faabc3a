/**
 * The default reentry plan page (product.md §3.3.1): its steps by due day, in words; adding one
 * with its days from release; a wrong number refused next to its field; deleting after asking.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../../tests/support/render';
import { ReentryPlanTemplatePage } from './ReentryPlanTemplatePage';

const TEMPLATE = [
  { id: 't-mentor', title: 'Mentor assigned', offsetDays: null, version: 1 },
  { id: 't-contact', title: 'First contact', offsetDays: 3, version: 1 },
  { id: 't-id', title: 'ID documents', offsetDays: -30, version: 1 },
];

function stubServer() {
  return stubGraphqlServer({
    ListReentryStepTemplates: () => ({ data: { listReentryStepTemplates: { items: TEMPLATE } } }),
    CreateReentryStepTemplate: () => ({ data: { createReentryStepTemplate: { id: 't-new' } } }),
    DeleteReentryStepTemplate: () => ({ data: { deleteReentryStepTemplate: { id: 't-id' } } }),
  });
}

describe('ReentryPlanTemplatePage', () => {
  it('lists the steps by due day, saying when each is due', async () => {
    stubServer();
    renderWithProviders(<ReentryPlanTemplatePage />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'ID documents30 days before releaseEditDelete',
      'First contact3 days after releaseEditDelete',
      'Mentor assignedNo fixed dayEditDelete',
    ]);
  });

  it('adds a step with its days from release, and refuses a number out of range', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<ReentryPlanTemplatePage />);
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Step to the Default Plan' });
    await user.type(within(dialog).getByLabelText(/^Step/), 'Phone set up');
    const days = within(dialog).getByLabelText('Days from Release');
    await user.type(days, '9999');
    await user.click(within(dialog).getByRole('button', { name: 'Add Step' }));
    expect(
      await within(dialog).findByText(
        'Days from release must be a whole number between -3650 and 3650',
      ),
    ).toBeTruthy();
    expect(server.calls('CreateReentryStepTemplate')).toEqual([]);

    await user.clear(days);
    await user.type(days, '-7');
    expect(within(dialog).getByText('7 days before release')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add Step' }));
    await waitFor(() =>
      expect(server.calls('CreateReentryStepTemplate')).toEqual([
        { input: { title: 'Phone set up', offsetDays: -7 } },
      ]),
    );
  });

  it('deletes a step once the admin confirms', async () => {
    const server = stubServer();
    const { user } = renderWithProviders(<ReentryPlanTemplatePage />);
    await user.click(await screen.findByRole('button', { name: 'Delete ID documents' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm delete' });
    expect(confirm.textContent).toContain('the step "ID documents"');
    expect(server.calls('DeleteReentryStepTemplate')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.calls('DeleteReentryStepTemplate')).toEqual([{ input: { id: 't-id' } }]),
    );
  });
});
