import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { firstAdminSchema } from '../../shared/domain/account/first-admin.schema';
import { toFieldErrors } from '../../shared/domain/common/validation';
import { setupLinkQuery } from './auth.api';
import { authClient } from './auth-client';
import { AuthCard } from './AuthCard';
import { NewPasswordInputs } from './NewPasswordInputs';
import { ErrorAlert } from '../components/ErrorAlert';

const INVALID_LINK =
  'This set-up link has already been used or has expired. Restart the server to get a new one.';

/** First run: the one-time link printed by the server creates the first super admin. */
export function SetupPage({ token, onDone }: { token: string; onDone: () => void }) {
  const navigate = useNavigate();
  const status = useQuery(setupLinkQuery(token));
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    validate: (values) => {
      const result = firstAdminSchema.safeParse(values);
      return result.success ? {} : toFieldErrors(result.error);
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setError(null);
    try {
      const response = await fetch('/api/setup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...values, token }),
      });
      const body = (await response.json()) as {
        message?: string;
        fieldErrors?: Record<string, string>;
      };
      if (!response.ok) {
        if (body.fieldErrors) form.setErrors(body.fieldErrors);
        setError(body.message ?? 'Set-up failed. Please try again.');
        return;
      }
      const signIn = await authClient.signIn.email({
        email: values.email.trim(),
        password: values.password,
      });
      if (signIn.error)
        setError(signIn.error.message ?? 'Your account was created. Please sign in.');
      onDone();
      await navigate('/', { replace: true });
    } catch {
      setError('Cannot reach the server. Check your connection and try again.');
    } finally {
      setSubmitting(false);
    }
  });

  if (status.isPending)
    return <AuthCard title="Set up the dashboard">Checking the set-up link...</AuthCard>;
  if (status.isError || !status.data.valid) {
    return (
      <AuthCard title="Set up the dashboard">
        <Alert color="red" role="alert">
          {status.error?.message ?? status.data?.message ?? INVALID_LINK}
        </Alert>
        {status.data?.message === undefined ? null : (
          <Button component={Link} to="/" variant="light" mt="md" fullWidth>
            Go to sign in
          </Button>
        )}
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create the first super admin">
      <Text size="sm" mb="md">
        This account can manage everything, including other admins. Keep its password safe.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <ErrorAlert message={error} />
          <TextInput label="First name" required {...form.getInputProps('firstName')} />
          <TextInput label="Last name" required {...form.getInputProps('lastName')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            {...form.getInputProps('email')}
          />
          <NewPasswordInputs form={form} labels={['Password', 'Confirm password']} />
          <Button type="submit" loading={submitting} fullWidth>
            Create account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
