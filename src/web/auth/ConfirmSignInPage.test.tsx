/** Confirm Sign In: the app's code, or a recovery code when the phone is lost (decision 099). */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import { ConfirmSignInPage } from './ConfirmSignInPage';

/** The sign-in library's answers, in order; returns what the page asked of it. */
function stubAuthAnswers(...answers: Array<[number, Record<string, unknown>]>) {
  const asked: Array<{ path: string; body: unknown }> = [];
  const queue = [...answers];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      asked.push({ path: url, body: JSON.parse(String(init.body)) });
      const [status, body] = queue.shift()!;
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('ConfirmSignInPage', () => {
  it('takes a recovery code as written down, and says when it was used already', async () => {
    const asked = stubAuthAnswers(
      [401, { code: 'INVALID_BACKUP_CODE', message: 'Invalid backup code' }],
      [200, { user: { id: 'u1' } }],
    );
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmSignInPage onSignedIn={onSignedIn} onCancel={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: 'Lost your phone? Use a recovery code' }));
    await user.type(screen.getByRole('textbox', { name: /Recovery code/ }), 'abcde 23456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'That recovery code is not right, or it was used already. Check it against your saved list; each code works once.',
    );
    await user.clear(screen.getByRole('textbox', { name: /Recovery code/ }));
    await user.type(screen.getByRole('textbox', { name: /Recovery code/ }), 'FGHJK-789AB');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(asked).toEqual([
      { path: '/api/auth/two-factor/verify-backup-code', body: { code: 'ABCDE-23456' } },
      { path: '/api/auth/two-factor/verify-backup-code', body: { code: 'FGHJK-789AB' } },
    ]);
  });

  it('asks for the app’s 6 digits until switched, and names a code of the wrong shape', async () => {
    const asked = stubAuthAnswers([200, { user: { id: 'u1' } }]);
    const { user } = renderWithProviders(
      <ConfirmSignInPage onSignedIn={() => undefined} onCancel={() => undefined} />,
    );
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'ABCDE-23456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Lost your phone? Use a recovery code' }));
    await user.type(screen.getByRole('textbox', { name: /Recovery code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Enter a recovery code as it was shown, like ABCDE-23456'),
    ).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: 'Use the code from the authenticator app instead' }),
    );
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() =>
      expect(asked).toEqual([
        { path: '/api/auth/two-factor/verify-totp', body: { code: '123456' } },
      ]),
    );
  });
});
