import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { postAuth } from './post-auth';
import { ErrorAlert } from '../components/ErrorAlert';

const CODE_MESSAGE = 'Enter the 6-digit code from the e-mail';

/**
 * Enter the code e-mailed to `email` to confirm the address, or ask for a new one. Used by
 * confirm sign-up and verify contact. `onConfirmed` gets the server's refusal message when the
 * address was confirmed already ('User is already confirmed.' ends the flow).
 */
export function EmailCodeForm({
  email,
  submitLabel,
  onConfirmed,
  children,
}: {
  email: string;
  submitLabel: string;
  onConfirmed: (alreadyConfirmed: string | null) => void;
  children?: React.ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => (/^\d{6}$/.test(value.trim()) ? null : CODE_MESSAGE) },
  });

  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    await action();
    setBusy(false);
  };

  const confirm = form.onSubmit((values) =>
    run(async () => {
      const problem = await postAuth('/email-otp/verify-email', {
        email,
        otp: values.code.trim(),
      });
      if (problem === 'User is already confirmed.') onConfirmed(problem);
      else if (problem) setError(problem);
      else onConfirmed(null);
    }),
  );

  const resend = () =>
    run(async () => {
      const problem = await postAuth('/email-otp/send-verification-otp', {
        email,
        type: 'email-verification',
      });
      if (problem) setError(problem);
      else setNotice(`We sent a new code to ${email}. It may take a minute to arrive.`);
    });

  return (
    <form onSubmit={confirm} noValidate>
      <Stack>
        <Text size="sm">We e-mailed a code to {email}. It may take a minute to arrive.</Text>
        <TextInput
          label="Confirmation Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...form.getInputProps('code')}
        />
        {notice && (
          <Alert color="brand" role="status">
            {notice}
          </Alert>
        )}
        <ErrorAlert message={error} />
        <Button type="submit" loading={busy} fullWidth>
          {submitLabel}
        </Button>
        <Anchor component="button" type="button" onClick={() => void resend()} size="sm">
          Resend Code
        </Anchor>
        {children}
      </Stack>
    </form>
  );
}
