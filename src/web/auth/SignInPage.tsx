import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { emailProblem, PASSWORD_MESSAGES } from '../../shared/domain/account/password-rules';
import { authClient } from './auth-client';
import { AuthCard } from './AuthCard';
import { NETWORK_MESSAGE } from './post-auth';
import { OtherWaysToSignIn } from './OtherWaysToSignIn';
import { SignInTabs } from './SignInTabs';
import { takeSubmitRequest, takeTypedValues } from './typed-before-start';
import { useStarted } from '../lib/browser-values';

interface SignInPageProps {
  onSignedIn: () => void;
  /** The password was an invitation's temporary one: the person must choose their own. */
  onNewPasswordRequired: (email: string, temporaryPassword: string) => void;
  onForgotPassword: () => void;
  /** The account was created but its e-mail never confirmed: the server sent a new code. */
  onNotConfirmed: (email: string) => void;
  /** The account has an authenticator app: its code comes next. */
  onTwoFactor: () => void;
  /** Shown as the 'Create Account' tab when the server allows sign-up. */
  onCreateAccount: (() => void) | null;
  /** A message to show above the form, e.g. after a password reset. */
  notice?: string | null;
  /** A problem to show above the form, e.g. a provider sign-in that was refused. */
  problem?: string | null;
  providers: { id: string; label: string }[];
}

export function SignInPage({
  onSignedIn,
  onNewPasswordRequired,
  onForgotPassword,
  onNotConfirmed,
  onTwoFactor,
  onCreateAccount,
  notice,
  problem = null,
  providers,
}: SignInPageProps) {
  const [error, setError] = useState<string | null>(problem);
  const [submitting, setSubmitting] = useState(false);
  const started = useStarted();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: emailProblem,
      password: (value) => (value === '' ? PASSWORD_MESSAGES.required : null),
    },
  });

  // What was typed before the page's scripts started (typed-before-start.ts).
  useEffect(() => {
    const typed = takeTypedValues();
    if (Object.keys(typed).length > 0) form.setValues(typed);
    // Once, as the page starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Enter pressed before the scripts started: sign in now that Sign in can be pressed.
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (started && takeSubmitRequest(formElement.current)) formElement.current?.requestSubmit();
  }, [started]);

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await authClient.signIn.email({
        email: values.email.trim(),
        password: values.password,
      });
      if (result.error?.code === 'NEW_PASSWORD_REQUIRED') {
        onNewPasswordRequired(values.email.trim(), values.password);
        return;
      }
      if (result.error?.code === 'USER_NOT_CONFIRMED') {
        onNotConfirmed(values.email.trim().toLowerCase());
        return;
      }
      if (result.error) {
        setError(result.error.message ?? 'Sign-in failed. Please try again.');
        return;
      }
      if ((result.data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
        onTwoFactor();
        return;
      }
      onSignedIn();
    } catch {
      setError(NETWORK_MESSAGE);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthCard title="Sign in">
      {onCreateAccount && (
        <SignInTabs active="signIn" onChange={(tab) => tab === 'signUp' && onCreateAccount()} />
      )}
      <form ref={formElement} onSubmit={submit} noValidate>
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
          <Button type="submit" loading={submitting} disabled={!started} fullWidth>
            Sign in
          </Button>
          <Anchor
            component="button"
            type="button"
            onClick={onForgotPassword}
            disabled={!started}
            size="sm"
          >
            Forgot your password?
          </Anchor>
        </Stack>
      </form>
      <OtherWaysToSignIn providers={providers} onSignedIn={onSignedIn} />
    </AuthCard>
  );
}
