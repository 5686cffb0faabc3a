import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../tests/support/render';
import type { Admin } from '../api/admin.api';
import { AdminForm } from './AdminForm';

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

/**
 * A field by its label; required labels end in an asterisk, which is not part of the name.
 * (The Select's option list is labelled by the label too, hence the selector.)
 */
function field(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input, textarea' });
}

/** The texts the field's aria-describedby points at: its description and its error. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

function graphqlResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/graphql-response+json' },
  });
}

/** fetch, replaced at the network boundary: each call waits until the test answers it. */
function stubFetch() {
  const answers: ((response: Response) => void)[] = [];
  const fetchMock = vi.fn(
    (_url: string, _init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        answers.push(resolve);
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const sentBody = (call = 0) =>
    JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as {
      query: string;
      variables: { input: Record<string, unknown> };
    };
  const answer = async (body: unknown) => {
    await waitFor(() => expect(answers.length).toBeGreaterThan(0));
    await act(async () => answers.shift()?.(graphqlResponse(body)));
  };
  return { fetchMock, sentBody, answer };
}

async function renderForm(admin: Admin | null) {
  const onClose = vi.fn();
  const onReload = vi.fn();
  const rendered = renderWithProviders(
    <AdminForm admin={admin} onClose={onClose} onReload={onReload} />,
  );
  const dialog = screen.getByRole('dialog');
  // The dialog takes focus just after it opens; wait, or it would take it from a field.
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return { ...rendered, onClose, onReload, dialog };
}

type User = Awaited<ReturnType<typeof renderForm>>['user'];

/** Replaces a field's text as one paste: typing key by key re-renders the form each time. */
async function fill(user: User, label: string, text: string) {
  const input = field(label);
  if (input.value === '') await user.click(input);
  else await user.clear(input);
  await user.paste(text);
}

async function fillValidAdmin(user: User) {
  await fill(user, 'First Name', 'Sam');
  await fill(user, 'Last Name', 'Okafor');
  await fill(user, 'Email', 'Sam.Okafor@Example.org');
  await fill(user, 'Contact Number', '07700 900123');
  await fill(user, 'Region', 'Midlands');
}

describe('AdminForm', () => {
  beforeEach(() => {
    // Only Date: "today" is fixed, timers (and so user-event) run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

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
    const { fetchMock } = stubFetch();
    const { user, dialog } = await renderForm(null);

    await user.click(within(dialog).getByRole('button', { name: 'Create Admin' }));

    for (const [label, message] of Object.entries(REQUIRED_MESSAGES)) {
      const input = field(label);
      expect(input.getAttribute('aria-invalid'), label).toBe('true');
      expect(descriptionOf(input), label).toContain(message);
    }
    const invalid = [...dialog.querySelectorAll('[aria-invalid="true"]')];
    expect(invalid).toHaveLength(5);
    const shown = [...dialog.querySelectorAll('.mantine-InputWrapper-error')].map(
      (error) => error.textContent,
    );
    expect(shown.sort()).toEqual(Object.values(REQUIRED_MESSAGES).sort());
    expect(field('Role').hasAttribute('aria-invalid')).toBe(false);
    expect(field('Date Joined').hasAttribute('aria-invalid')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the admin and closes', async () => {
    const { fetchMock, sentBody, answer } = stubFetch();
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
    const { fetchMock, answer } = stubFetch();
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
    const { answer } = stubFetch();
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
    const { sentBody, answer } = stubFetch();
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
