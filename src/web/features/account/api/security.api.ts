import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useMyAccount() {
  return useQuery({
    queryKey: ['myAccount'],
    queryFn: async () => (await request(MyAccount)).myAccount,
  });
}

export function useSecuritySettings(enabled: boolean) {
  return useQuery({
    queryKey: ['securitySettings'],
    enabled,
    queryFn: async () => (await request(SecuritySettings)).securitySettings,
  });
}

export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requireAdminMfa: boolean) =>
      (await request(UpdateSecuritySettings, { input: { requireAdminMfa } }))
        .updateSecuritySettings,
    onSuccess: (settings) => queryClient.setQueryData(['securitySettings'], settings),
  });
}
