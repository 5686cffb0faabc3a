import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { fill } from '../../../../../tests/support/form-actions';
import { descriptionOf, field } from '../../../../../tests/support/form-queries';
import { renderFormDialog } from '../../../../../tests/support/render';
import { AnonymiseClientForm } from './AnonymiseClientForm';

const CLIENT = { id: 'client-7', preferredName: 'Zubayr' };

describe('AnonymiseClientForm', () => {
  it('says what goes and what stays, requires a reason, and sends it', async () => {
    const server = stubGraphqlServer({
      AnonymiseClient: () => ({ data: { anonymiseClient: { id: 'client-7' } } }),
    });
    const { user, dialog, onClose } = await renderFormDialog((callbacks) => (
      <AnonymiseClientForm client={CLIENT} onClose={callbacks.onClose} />
    ));
    expect(screen.getByRole('dialog', { name: 'Anonymise Zubayr' })).toBe(dialog);
    expect(within(dialog).getByText('This cannot be undone')).toBeTruthy();
    expect(descriptionOf(field('Reason'))).toContain('not who');

    const submit = within(dialog).getByRole('button', { name: 'Anonymise Client' });
    // Red, as what cannot be undone is; an ordinary save is the theme's colour.
    expect(submit.getAttribute('style')).toContain('--mantine-color-red-9');
    await user.click(submit);
    expect(descriptionOf(field('Reason'))).toContain('Reason is required');
    expect(server.calls('AnonymiseClient')).toHaveLength(0);

    await fill(user, 'Reason', 'Asked by letter');
    await user.click(submit);
    await waitFor(() => expect(server.calls('AnonymiseClient')).toHaveLength(1));
    expect(server.calls('AnonymiseClient')[0]!.input).toEqual({
      id: 'client-7',
      reason: 'Asked by letter',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it("shows the server's refusal and stays open", async () => {
    stubGraphqlServer({
      AnonymiseClient: () => ({
        errors: [
          {
            message: 'This client is already anonymised',
            extensions: { code: 'VALIDATION_FAILED' },
          },
        ],
      }),
    });
    const { user, dialog, onClose } = await renderFormDialog((callbacks) => (
      <AnonymiseClientForm client={CLIENT} onClose={callbacks.onClose} />
    ));
    await fill(user, 'Reason', 'Retention period over');
    await user.click(within(dialog).getByRole('button', { name: 'Anonymise Client' }));
    expect(await within(dialog).findByText(/This client is already anonymised/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
