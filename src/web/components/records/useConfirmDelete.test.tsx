import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/render';
import { ApiError } from '../../lib/graphql';
import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog';
import { useConfirmDelete } from './useConfirmDelete';

interface Person {
  id: string;
  name: string;
}

const AMINA: Person = { id: 'a1', name: 'Amina Khan' };
const FAILED = 'Failed to delete admin. Please try again.';
const QUESTION = 'Are you sure you want to delete Amina Khan? This action cannot be undone.';

/** A page's use of the two: a Delete button per record, and the one dialog. */
function DeletePage(props: {
  remove: (person: Person) => Promise<unknown>;
  onDeleted?: (person: Person) => void;
}) {
  const deletion = useConfirmDelete<Person>({
    remove: props.remove,
    nameOf: (person) => person.name,
    failedMessage: FAILED,
    onDeleted: props.onDeleted,
  });
  return (
    <>
      <button type="button" onClick={() => deletion.ask(AMINA)}>
        Delete Amina Khan
      </button>
      <ConfirmDeleteDialog {...deletion.dialogProps} />
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function openDialog(props: Parameters<typeof DeletePage>[0]) {
  const rendered = renderWithProviders(<DeletePage {...props} />);
  expect(screen.queryByRole('dialog')).toBeNull();
  await rendered.user.click(screen.getByRole('button', { name: 'Delete Amina Khan' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm delete' });
  return { ...rendered, dialog };
}

describe('useConfirmDelete with ConfirmDeleteDialog', () => {
  it('asks about the record by name, with Cancel and Delete; Cancel deletes nothing', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const { user, dialog } = await openDialog({ remove });

    expect(within(dialog).getByText(QUESTION)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes on Delete: closes, says so, and tells the page', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const onDeleted = vi.fn();
    const { user, dialog } = await openDialog({ remove, onDeleted });

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(remove).toHaveBeenCalledExactlyOnceWith(AMINA);
    expect(onDeleted).toHaveBeenCalledExactlyOnceWith(AMINA);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Amina Khan was deleted')).toBeTruthy();
  });

  it('keeps the dialog open and shows the failure inside it when the delete fails', async () => {
    const attempt = deferred();
    const remove = vi.fn(() => attempt.promise);
    const onDeleted = vi.fn();
    const { user, dialog } = await openDialog({ remove, onDeleted });

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // While it runs, the dialog cannot be cancelled and Delete shows it is busy.
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(dialog).getByRole('button', { name: 'Delete' }).dataset.loading).toBe('true');

    await act(async () => attempt.reject(new Error('Admin is linked to 3 schedules.')));

    const open = screen.getByRole('dialog', { name: 'Confirm delete' });
    expect(within(open).getByText(QUESTION)).toBeTruthy();
    expect(within(open).getByRole('alert').textContent).toBe(
      `${FAILED} Admin is linked to 3 schedules.`,
    );
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.queryByText('Amina Khan was deleted')).toBeNull();

    // Trying again clears the old failure; this time it succeeds.
    remove.mockImplementation(() => Promise.resolve());
    await user.click(within(open).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDeleted).toHaveBeenCalledExactlyOnceWith(AMINA);
  });

  it("drops 'Please try again' before a refusal, which trying again would not fix", async () => {
    const inUse = 'This admin is still named on incident reports. Reassign or remove them first.';
    const remove = vi.fn(() => Promise.reject(new ApiError(inUse, 'CONFLICT')));
    const { user, dialog } = await openDialog({ remove });

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      `Failed to delete admin. ${inUse}`,
    );
  });

  it('shows the failure message alone when the error carries no message', async () => {
    const remove = vi.fn(() => Promise.reject(new Error('')));
    const { user, dialog } = await openDialog({ remove });

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    // The rejection settles after the click: wait for its message rather than race it.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(FAILED);
  });

  it('asking again after a failure starts without the old message', async () => {
    const remove = vi.fn(() => Promise.reject(new Error('Server error')));
    const { user, dialog } = await openDialog({ remove });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete Amina Khan' }));

    const reopened = screen.getByRole('dialog', { name: 'Confirm delete' });
    expect(within(reopened).queryByRole('alert')).toBeNull();
  });

  it('deletes once when Delete is clicked twice in one frame', async () => {
    const attempt = deferred();
    const remove = vi.fn(() => attempt.promise);
    const { dialog } = await openDialog({ remove });
    const deleteButton = within(dialog).getByRole('button', { name: 'Delete' });

    // Both clicks land before React re-renders (the button is not yet disabled).
    act(() => {
      deleteButton.click();
      deleteButton.click();
    });
    await act(async () => attempt.resolve());

    expect(remove).toHaveBeenCalledTimes(1);
  });
  it('stays open while deleting: Escape cannot hide a failure that is still to come', async () => {
    const attempt = deferred();
    const remove = vi.fn(() => attempt.promise);
    const { user, dialog } = await openDialog({ remove });

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Confirm delete' })).toBe(dialog);

    await act(async () => attempt.reject(new Error('Server error')));
    expect(within(dialog).getByRole('alert').textContent).toBe(`${FAILED} Server error`);
  });
});
