/**
 * The program form and the clearance rule (product.md §3.2.1): the lead picker says who is
 * cleared for the facility on the date, the form warns before saving, and an admin gives a
 * reason when the server refuses.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { useFixedToday } from '../../../../../tests/support/fixed-today';
import { choose, fill } from '../../../../../tests/support/form-actions';
import { field, labelsShown } from '../../../../../tests/support/form-queries';
import {
  clearanceRefusal,
  pickerHandlers,
  shownOptions,
} from '../../../../../tests/support/picker-choices';
import {
  createButton,
  FACILITIES,
  fillRequired,
  renderForm,
  STUDY_CIRCLE,
  stubServer,
} from '../../../../../tests/support/program-form';

describe('ProgramForm and clearances', () => {
  useFixedToday(new Date(2026, 2, 15, 10, 0));

  it('lists the volunteers cleared for the facility on the date first, and warns before saving', async () => {
    const server = stubGraphqlServer(
      pickerHandlers({
        facilities: FACILITIES,
        volunteers: [
          {
            id: 'volunteer-1',
            firstName: 'Aisha',
            lastName: 'Bello',
            notCleared: 'Training not completed',
          },
          { id: 'volunteer-2', firstName: 'Yusuf', lastName: 'Ali' },
        ],
      }),
    );
    const { user, dialog } = await renderForm(null);
    await choose(user, 'Facility', 'HMP Leeds');
    await user.click(field('Lead Volunteer'));
    await screen.findByRole('listbox');
    await waitFor(() => expect(shownOptions()).toEqual(['Yusuf Ali', 'Aisha Bello (not cleared)']));
    await user.click(screen.getByRole('option', { name: 'Aisha Bello (not cleared)' }));
    const warning = await within(dialog).findByRole('status');
    expect(warning.textContent).toContain('Not cleared on');
    expect(warning.textContent).toContain('Training not completed');
    expect(server.calls('ClearanceCheck').at(-1)).toMatchObject({ id: 'volunteer-1' });
  });

  it('asks for a reason when the lead is not cleared, and sends it with the next save', async () => {
    const missing = 'No approved clearance for HMP Leeds. Training not completed';
    let attempts = 0;
    const server = stubServer({
      CreateProgram: () =>
        ++attempts === 1
          ? clearanceRefusal(missing)
          : { data: { createProgram: { ...STUDY_CIRCLE, id: 'program-9' } } },
    });
    const { user, dialog, onClose } = await renderForm(null);
    await fillRequired(user);
    expect(labelsShown(dialog)).not.toContain('Reason to place them anyway');

    await user.click(createButton(dialog));

    expect(await within(dialog).findByText(missing)).toBeTruthy();
    expect(
      within(dialog).getByText('To place them anyway, give a reason for the override'),
    ).toBeTruthy();
    await fill(user, 'Reason to place them anyway', 'Training booked; chaplain agrees');
    await user.click(createButton(dialog));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(
      server
        .inputs('CreateProgram')
        .map((input) => (input as { clearanceOverrideReason: unknown }).clearanceOverrideReason),
    ).toEqual([null, 'Training booked; chaplain agrees']);
  });
});
