import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { AuthCard } from './AuthCard';
import { postAuth } from './post-auth';

/** Confirm sign in (product.md §2.3): the code from the person's authenticator app. */
export function ConfirmSignInPage({
  onSignedIn,
  onCancel,
}: {
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { code: '' },
    validate: {
      code: (value) =>
        /^\d{6}$/.test(value.trim()) ? null : 'Enter the 6-digit code from your authenticator app',
    },
  });

  const submit = form.onSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const problem = await postAuth('/two-factor/verify-totp', { code: values.code.trim() });
    setBusy(false);
    if (problem) setError(problem);
    else onSignedIn();
  });

  return (
    <AuthCard title="Confirm Sign In">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">Open your authenticator app and enter the code it shows.</Text>
          <TextInput
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            data-autofocus
            {...form.getInputProps('code')}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={busy} fullWidth>
            Confirm
          </Button>
          <Anchor component="button" type="button" onClick={onCancel} size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
