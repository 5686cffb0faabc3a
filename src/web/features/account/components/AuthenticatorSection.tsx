import { Button, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PASSWORD_MESSAGES } from '../../../../shared/domain/account/password-rules';
import { MY_ACCOUNT_KEY } from '../../../auth/auth.api';
import { AuthenticatorSetup } from '../../../auth/AuthenticatorSetup';
import { postAuth } from '../../../auth/post-auth';
import { LoadError } from '../../../components/LoadError';
import { useMyAccount } from '../api/security.api';
import { RecoveryCodesSection } from './RecoveryCodesSection';
import { ErrorAlert } from '../../../components/ErrorAlert';

/**
 * My account: set up or remove the authenticator app asked for at sign-in, and make new
 * recovery codes for it (decision 099).
 */
export function AuthenticatorSection() {
  const queryClient = useQueryClient();
  const account = useMyAccount();
  const [settingUp, setSettingUp] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const removeForm = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (value === '' ? PASSWORD_MESSAGES.required : null) },
  });
  // The whole account prefix: this page's view, and whether set-up is still required.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: MY_ACCOUNT_KEY });

  if (account.isPending) return <Loader size="sm" aria-label="Loading" />;
  if (account.isError) {
    return (
      <LoadError
        message={`Failed to load your account. ${account.error.message}`}
        onRetry={() => void account.refetch()}
      />
    );
  }
  if (settingUp) {
    return (
      <AuthenticatorSetup
        onDone={() => {
          setSettingUp(false);
          refresh();
          notifications.show({
            message: 'Authenticator app set up. Sign-in will ask for its code.',
          });
        }}
      />
    );
  }
  if (!account.data.twoFactorEnabled) {
    return (
      <Stack align="flex-start">
        <Text size="sm">
          Not set up. With an authenticator app, signing in also asks for a code from your phone, so
          a stolen password is not enough.
        </Text>
        <Button variant="light" onClick={() => setSettingUp(true)}>
          Set up authenticator app
        </Button>
      </Stack>
    );
  }
  const remove = removeForm.onSubmit(async (values) => {
    setError(null);
    const problem = await postAuth('/two-factor/disable', { password: values.password });
    if (problem) {
      setError(problem);
      return;
    }
    setRemoving(false);
    removeForm.reset();
    refresh();
  });
  return (
    <Stack align="flex-start">
      <Text size="sm">Set up: signing in asks for a code from your authenticator app.</Text>
      {!removing && <RecoveryCodesSection />}
      {removing ? (
        <form onSubmit={remove} noValidate>
          <Stack>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              {...removeForm.getInputProps('password')}
            />
            <ErrorAlert message={error} />
            <Group>
              <Button type="submit" color="red">
                Remove authenticator app
              </Button>
              <Button variant="default" onClick={() => setRemoving(false)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Button variant="default" onClick={() => setRemoving(true)}>
          Remove authenticator app
        </Button>
      )}
    </Stack>
  );
}
