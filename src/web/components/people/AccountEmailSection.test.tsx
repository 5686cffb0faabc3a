import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../tests/support/render';
import { AccountEmailSection } from './AccountEmailSection';

describe('AccountEmailSection', () => {
  it('sends the invitation again and says where it went', async () => {
    const server = stubGraphqlServer({
      SendAccountEmail: () => ({ data: { sendAccountEmail: 'yusuf@example.org' } }),
    });
    const { user } = renderWithProviders(
      <AccountEmailSection recordType="Volunteer" id="volunteer-1" name="Yusuf Ali" />,
    );
    await user.click(screen.getByRole('button', { name: 'Resend invitation to Yusuf Ali' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Invitation sent to yusuf@example.org.',
    );
    expect(server.calls('SendAccountEmail')).toEqual([
      { recordType: 'Volunteer', id: 'volunteer-1', kind: 'INVITATION' },
    ]);
  });

  it("shows the server's refusal, which says what to do instead", async () => {
    const refusal = 'Yusuf Ali has already chosen a password. Send a password reset instead.';
    stubGraphqlServer({
      SendAccountEmail: () => ({
        errors: [{ message: refusal, extensions: { code: 'VALIDATION_FAILED' } }],
      }),
    });
    const { user } = renderWithProviders(
      <AccountEmailSection recordType="Volunteer" id="volunteer-1" name="Yusuf Ali" />,
    );
    await user.click(screen.getByRole('button', { name: 'Resend invitation to Yusuf Ali' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
  });
});
