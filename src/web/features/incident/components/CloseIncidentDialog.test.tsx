/** Closing an incident asks how it was resolved before anything is saved (product.md §4.4). */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fill } from '../../../../../tests/support/form-actions';
import { expectErrorsOnFields, field } from '../../../../../tests/support/form-queries';
import { renderWithProviders } from '../../../../../tests/support/render';
import { CloseIncidentDialog } from './CloseIncidentDialog';

function renderDialog(resolutionNotes: string | null, error: string | null = null) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const { user } = renderWithProviders(
    <CloseIncidentDialog
      name="Medical incident of 2026-11-20"
      resolutionNotes={resolutionNotes}
      closing={false}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Close incident' });
  return { dialog, onConfirm, onCancel, user };
}

describe('CloseIncidentDialog', () => {
  it('asks for the resolution notes and closes nothing without them', async () => {
    const { dialog, onConfirm, user } = renderDialog(null);
    expect(dialog.textContent).toContain('Close the Medical incident of 2026-11-20?');
    await user.click(within(dialog).getByRole('button', { name: 'Close incident' }));
    expectErrorsOnFields({
      'Resolution Notes': 'Resolution notes are required to close an incident',
    });
    await fill(user, 'Resolution Notes', '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Close incident' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes with the notes typed, trimmed, offering those already written', async () => {
    const { dialog, onConfirm, user } = renderDialog('Nurse called');
    expect(field('Resolution Notes').value).toBe('Nurse called');
    await user.clear(field('Resolution Notes'));
    await fill(user, 'Resolution Notes', '  Seen by the nurse; no further action  ');
    await user.click(within(dialog).getByRole('button', { name: 'Close incident' }));
    expect(onConfirm).toHaveBeenCalledWith('Seen by the nurse; no further action');
  });

  it('keeps the incident open on "Keep open", and shows why closing failed', async () => {
    const { dialog, onCancel, onConfirm, user } = renderDialog(
      null,
      'This record was changed by someone else. Reload to see the latest version.',
    );
    expect(within(dialog).getByRole('alert').textContent).toContain('changed by someone else');
    await user.click(within(dialog).getByRole('button', { name: 'Keep open' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
