import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { emailProblem, PASSWORD_MESSAGES } from '../../shared/domain/account/password-rules';
import { authClient } from './auth-client';
import { AuthCard } from './AuthCard';

interface SignInPageProps {
  onSignedIn: () => void;
  onForgotPassword: () => void;
  /** A message to show above the form, e.g. after a password reset. */
  notice?: string | null;
}

export function SignInPage({ onSignedIn, onForgotPassword, notice }: SignInPageProps) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: emailProblem,
      password: (value) => (value === '' ? PASSWORD_MESSAGES.required : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await authClient.signIn.email({
        email: values.email.trim(),
        password: values.password,
      });
      if (result.error) {
        setError(result.error.message ?? 'Sign-in failed. Please try again.');
        return;
      }
      onSignedIn();
    } catch {
      setError('Cannot reach the server. Check your connection and try again.');
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthCard title="Sign in">
      <form onSubmit={submit} noValidate>
        <Stack>
          {notice && !error && (
            <Alert color="brand" role="status">
              {notice}
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert" title="Could not sign in">
              {error}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={submitting} fullWidth>
            Sign in
          </Button>
          <Anchor component="button" type="button" onClick={onForgotPassword} size="sm">
            Forgot your password?
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
