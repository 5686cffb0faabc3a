/**
 * The account's query keys: My Account refreshes after an authenticator change by invalidating
 * MY_ACCOUNT_KEY, and that must reach the check that holds an admin on the set-up page too.
 */
import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { MY_ACCOUNT_KEY, mfaSetupRequiredQuery } from '../../../auth/auth.api';
import { myAccountQuery, securitySettingsQuery } from './security.api';

it('refreshes the account and the set-up check together, and nothing else', async () => {
  const client = new QueryClient();
  const account = { email: 'a@example.org', twoFactorEnabled: true, mfaSetupRequired: false };
  client.setQueryData(myAccountQuery().queryKey, account);
  client.setQueryData(mfaSetupRequiredQuery().queryKey, true);
  client.setQueryData(securitySettingsQuery().queryKey, { requireAdminMfa: true });

  await client.invalidateQueries({ queryKey: MY_ACCOUNT_KEY, refetchType: 'none' });

  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  expect(invalidated(myAccountQuery().queryKey)).toBe(true);
  expect(invalidated(mfaSetupRequiredQuery().queryKey)).toBe(true);
  expect(invalidated(securitySettingsQuery().queryKey)).toBe(false);
});
