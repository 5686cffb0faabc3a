import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchAnsweredByTest } from '../../../../../tests/support/fetch-stub';
import { useFixedToday } from '../../../../../tests/support/fixed-today';
import { fill } from '../../../../../tests/support/form-actions';
import { descriptionOf, field, invalidFieldCount } from '../../../../../tests/support/form-queries';
import { renderFormDialog } from '../../../../../tests/support/render';
import { expectOnlyErrors } from '../../../../../tests/support/web/form-errors';
import type { Admin } from '../api/admin.api';
import { AdminForm, OWN_ROLE_LOCKED } from './AdminForm';

const AMINA: Admin = {
  id: 'admin-1',
  firstName: 'Amina',
  lastName: 'Khan',
  email: 'amina.khan@example.org',
  contactNumber: '+44 20 7946 0018',
  role: 'ADMIN',
  region: 'North West',
  dateJoined: '2024-03-01',
  lastActive: '2026-03-14T09:30:00.000Z',
  notes: null,
  version: 3,
};

const REQUIRED_MESSAGES = {
  'First Name': 'First name is required',
  'Last Name': 'Last name is required',
  Email: 'Email is required',
  'Contact Number': 'Contact number is required',
  Region: 'Region is required',
};

const FAILED = 'Failed to submit form. Please try again.';
const CONFLICT = 'This record was changed by someone else. Reload to see the latest version.';

const renderForm = (admin: Admin | null) =>
  renderFormDialog((callbacks) => <AdminForm admin={admin} {...callbacks} />);

type User = Awaited<ReturnType<typeof renderForm>>['user'];

async function fillValidAdmin(user: User) {
  await fill(user, 'First Name', 'Sam');
  await fill(user, 'Last Name', 'Okafor');
  await fill(user, 'Email', 'Sam.Okafor@Example.org');
  await fill(user, 'Contact Number', '07700 900123');
  await fill(user, 'Region', 'Midlands');
}

describe('AdminForm', () => {
  useFixedToday(new Date(2026, 2, 15, 10, 0));

  it('adds a new admin: role Admin and date joined today by default', async () => {
    const { dialog } = await renderForm(null);

    expect(screen.getByRole('dialog', { name: 'Add New Admin' })).toBe(dialog);
    expect(field('Role').value).toBe('Admin');
    expect(field('Date Joined').value).toBe('2026-03-15');
    expect(field('Email').disabled).toBe(false);
    expect(descriptionOf(field('Email'))).toBe('An invitation is sent here');
    expect(within(dialog).getByRole('button', { name: 'Create Admin' })).toBeTruthy();
  });

  it('shows exactly the required-field messages, each on its field, when submitted empty', async () => {
    const { fetchMock } = stubFetchAnsweredByTest();
    const { user, dialog } = await renderForm(null);

    await user.click(within(dialog).getByRole('button', { name: 'Create Admin' }));

    expectOnlyErrors(dialog, REQUIRED_MESSAGES);
    expect(invalidFieldCount(dialog)).toBe(5);
    expect(field('Role').hasAttribute('aria-invalid')).toBe(false);
    expect(field('Date Joined').hasAttribute('aria-invalid')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the admin and closes', async () => {
    const { fetchMock, sentBody, answer } = stubFetchAnsweredByTest();
    const { user, dialog, onClose } = await renderForm(null);
    await fillValidAdmin(user);

    await user.click(within(dialog).getByRole('button', { name: 'Create Admin' }));
    await answer({ data: { createAdmin: { ...AMINA, id: 'admin-2' } } });

    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/graphql');
    expect(sentBody().query).toContain('mutation CreateAdmin');
    expect(sentBody().variables.input).toEqual({
      firstName: 'Sam',
      lastName: 'Okafor',
      email: 'sam.okafor@example.org',
      contactNumber: '07700 900123',
      role: 'ADMIN',
      region: 'Midlands',
      dateJoined: '2026-03-15',
      notes: null,
    });
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText('Admin created')).toBeTruthy();
  });

  it('sends one request for two fast clicks, then shows the server’s field message', async () => {
    const { fetchMock, answer } = stubFetchAnsweredByTest();
    const { user, dialog, onClose } = await renderForm(null);
    await fillValidAdmin(user);
    const submit = within(dialog).getByRole('button', { name: 'Create Admin' });

    // Both clicks land before React re-renders (the button is not yet busy).
    act(() => {
      submit.click();
      submit.click();
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // A later click while the first is still saving is refused too.
    await user.click(submit);
    expect(fetchMock).toHaveBeenCalledOnce();

    await answer({
      errors: [
        {
          message: 'x',
          extensions: {
            code: 'VALIDATION_FAILED',
            fieldErrors: { email: 'Email is already in use' },
          },
        },
      ],
    });

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(FAILED);
    const email = field('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toContain('Email is already in use');
    // Nothing typed is lost, and the form can be sent again.
    expect(email.value).toBe('Sam.Okafor@Example.org');
    expect(field('First Name').value).toBe('Sam');
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cannot be closed while saving, so the outcome is still shown', async () => {
    const { answer } = stubFetchAnsweredByTest();
    const { user, dialog, onClose } = await renderForm(null);
    await fillValidAdmin(user);

    await user.click(within(dialog).getByRole('button', { name: 'Create Admin' }));
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();

    await answer({
      errors: [{ message: 'Database unavailable', extensions: { code: 'INTERNAL' } }],
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(FAILED);
    expect(alert.textContent).toContain('Database unavailable');

    // Once it has failed, the form closes as usual.
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows a refusal without 'Please try again', which would not help", async () => {
    const { answer } = stubFetchAnsweredByTest();
    const { user, dialog } = await renderForm(AMINA);
    const refusal = 'You do not have permission to do this.';

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await answer({ errors: [{ message: refusal, extensions: { code: 'FORBIDDEN' } }] });

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(`Failed to submit form.${refusal}`);
  });

  it("locks the role on one's own record, saying why; other fields still save", async () => {
    const { sentBody, answer } = stubFetchAnsweredByTest();
    const { user, dialog } = await renderFormDialog((callbacks) => (
      <AdminForm admin={AMINA} isOwnRecord {...callbacks} />
    ));

    const role = field('Role');
    expect(role.disabled).toBe(true);
    expect(descriptionOf(role)).toBe(OWN_ROLE_LOCKED);
    await fill(user, 'Region', 'North West');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await answer({ data: { updateAdmin: { ...AMINA, region: 'North West', version: 4 } } });
    expect(sentBody().variables.input).toMatchObject({ id: 'admin-1', region: 'North West' });
  });

  it("leaves the role free on someone else's record", async () => {
    await renderForm(AMINA);
    expect(field('Role').disabled).toBe(false);
  });

  it('edits an admin: the e-mail is shown but locked', async () => {
    const { dialog } = await renderForm(AMINA);

    expect(screen.getByRole('dialog', { name: 'Edit Admin' })).toBe(dialog);
    const email = field('Email');
    expect(email.value).toBe('amina.khan@example.org');
    expect(email.disabled).toBe(true);
    expect(descriptionOf(email)).toBe('The e-mail cannot be changed');
    expect(field('First Name').value).toBe('Amina');
    expect(field('Date Joined').value).toBe('2024-03-01');
    expect(field('Notes').value).toBe('');
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('says when someone else changed the admin, and offers Reload', async () => {
    const { sentBody, answer } = stubFetchAnsweredByTest();
    const { user, dialog, onClose, onReload } = await renderForm(AMINA);
    await fill(user, 'Region', 'South East');

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await answer({ errors: [{ message: CONFLICT, extensions: { code: 'CONFLICT' } }] });

    expect(sentBody().query).toContain('mutation UpdateAdmin');
    const { input } = sentBody().variables;
    expect(input).toMatchObject({ id: 'admin-1', expectedVersion: 3, region: 'South East' });
    expect(input).not.toHaveProperty('email');

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(CONFLICT);
    expect(within(alert).queryByText(FAILED)).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });
});
