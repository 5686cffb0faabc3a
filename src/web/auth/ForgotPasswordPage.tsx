import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  confirmPasswordProblem,
  emailProblem,
  PASSWORD_MESSAGES,
  passwordProblems,
} from '../../shared/domain/account/password-rules';
import { AuthCard } from './AuthCard';
import { postAuth } from './post-auth';
import { NewPasswordInputs } from './NewPasswordInputs';
import { ErrorAlert } from '../components/ErrorAlert';

/** Forgot password → e-mailed code → new password (product.md §2.3, §4.1), then back to sign in. */
export function ForgotPasswordPage({
  sentTo,
  onDone,
  onCancel,
}: {
  /** A code was already sent to this address (a reset an administrator sent): its step first. */
  sentTo?: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [email, setEmail] = useState<string | null>(sentTo?.trim().toLowerCase() || null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const request = useForm({
    initialValues: { email: sentTo ?? '' },
    validate: { email: emailProblem },
  });
  const reset = useForm({
    initialValues: { code: '', password: '', confirmPassword: '' },
    validate: {
      code: (value) =>
        /^\d{6}$/.test(value.trim()) ? null : 'Enter the 6-digit code from the e-mail',
      password: (value) => passwordProblems(value)[0] ?? null,
      confirmPassword: (value, values) =>
        value === '' ? PASSWORD_MESSAGES.required : confirmPasswordProblem(values.password, value),
    },
  });

  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const sendCode = request.onSubmit((values) =>
    run(async () => {
      const address = values.email.trim().toLowerCase();
      const problem = await postAuth('/forget-password/email-otp', { email: address });
      if (problem) setError(problem);
      else setEmail(address);
    }),
  );

  const resetPassword = reset.onSubmit((values) =>
    run(async () => {
      const problem = await postAuth('/email-otp/reset-password', {
        email: email!,
        otp: values.code.trim(),
        password: values.password,
      });
      if (problem) setError(problem);
      else onDone('Your password was reset. Sign in with your new password.');
    }),
  );

  return (
    <AuthCard title="Reset your password">
      {email === null ? (
        <form onSubmit={sendCode} noValidate>
          <Stack>
            <Text size="sm">
              Enter the e-mail address of your account and we will send you a code.
            </Text>
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              required
              {...request.getInputProps('email')}
            />
            <ErrorAlert message={error} />
            <Button type="submit" loading={busy} fullWidth>
              Send code
            </Button>
            <Anchor component="button" type="button" onClick={onCancel} size="sm">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      ) : (
        <form onSubmit={resetPassword} noValidate>
          <Stack>
            <Text size="sm">
              If {email} has an account, we sent it a code. It may take a minute to arrive.
            </Text>
            <TextInput
              label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              {...reset.getInputProps('code')}
            />
            <NewPasswordInputs form={reset} />
            <ErrorAlert message={error} />
            <Button type="submit" loading={busy} fullWidth>
              Reset password
            </Button>
            <Anchor component="button" type="button" onClick={() => void sendCode()} size="sm">
              Send a new code
            </Anchor>
            <Anchor component="button" type="button" onClick={onCancel} size="sm">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
