import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  confirmPasswordProblem,
  PASSWORD_MESSAGES,
  passwordProblems,
} from '../../shared/domain/account/password-rules';
import { AuthCard } from './AuthCard';
import { postAuth } from './post-auth';
import { NewPasswordInputs } from './NewPasswordInputs';
import { ErrorAlert } from '../components/ErrorAlert';

/**
 * Force new password (product.md §2.3, §4.1): after signing in with an invitation's temporary
 * password, the person chooses their own; the server then signs them in.
 */
export function ForceNewPasswordPage({
  email,
  temporaryPassword,
  onSignedIn,
  onCancel,
}: {
  email: string;
  temporaryPassword: string;
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: (value) => passwordProblems(value)[0] ?? null,
      confirmPassword: (value, values) =>
        value === '' ? PASSWORD_MESSAGES.required : confirmPasswordProblem(values.password, value),
    },
  });

  const submit = form.onSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const problem = await postAuth('/invitation/accept', {
      email,
      temporaryPassword,
      newPassword: values.password,
    });
    setBusy(false);
    if (problem) setError(problem);
    else onSignedIn();
  });

  return (
    <AuthCard title="Change Password">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            Welcome! You signed in with a temporary password. Choose your own password to finish
            setting up your account.
          </Text>
          <NewPasswordInputs form={form} />
          <ErrorAlert message={error} />
          <Button type="submit" loading={busy} fullWidth>
            Change password
          </Button>
          <Anchor component="button" type="button" onClick={onCancel} size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
