import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MY_ACCOUNT_KEY } from '../../../auth/auth.api';
import { graphql, request } from '../../../lib/graphql';

const MyAccount = graphql(`
  query MyAccount {
    myAccount {
      email
      twoFactorEnabled
      mfaSetupRequired
    }
  }
`);

const SecuritySettings = graphql(`
  query SecuritySettings {
    securitySettings {
      requireAdminMfa
    }
  }
`);

const UpdateSecuritySettings = graphql(`
  mutation UpdateSecuritySettings($input: UpdateSecuritySettingsInput!) {
    updateSecuritySettings(input: $input) {
      requireAdminMfa
    }
  }
`);

/** The signed-in person's account; its key is MY_ACCOUNT_KEY itself (see there). */
export const myAccountQuery = () =>
  queryOptions({
    queryKey: MY_ACCOUNT_KEY,
    queryFn: async () => (await request(MyAccount)).myAccount,
  });

export const securitySettingsQuery = () =>
  queryOptions({
    queryKey: ['securitySettings'],
    queryFn: async () => (await request(SecuritySettings)).securitySettings,
  });

export function useMyAccount() {
  return useQuery(myAccountQuery());
}

export function useSecuritySettings(enabled: boolean) {
  return useQuery({ ...securitySettingsQuery(), enabled });
}

export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requireAdminMfa: boolean) =>
      (await request(UpdateSecuritySettings, { input: { requireAdminMfa } }))
        .updateSecuritySettings,
    onSuccess: (settings) => queryClient.setQueryData(securitySettingsQuery().queryKey, settings),
  });
}
