import { Alert, Button, Code, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PASSWORD_MESSAGES } from '../../shared/domain/account/password-rules';
import { postAuthJson } from './post-auth';
import { QrCode } from './QrCode';
import { RecoveryCodesShown } from './RecoveryCodesShown';

const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';

/**
 * Set up an authenticator app (product.md §2.3 'setup TOTP'): confirm the password, scan the QR code
 * or type the key, then enter the app's first code; the app's recovery codes are shown once the
 * code confirms it (decision 099).
 */
export function AuthenticatorSetup({ onDone }: { onDone: () => void }) {
  const [uri, setUri] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordForm = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (value === '' ? PASSWORD_MESSAGES.required : null) },
  });
  const codeForm = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => (/^\d{6}$/.test(value.trim()) ? null : CODE_MESSAGE) },
  });

  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    await action();
    setBusy(false);
  };

  const start = passwordForm.onSubmit((values) =>
    run(async () => {
      const answer = await postAuthJson<{ totpURI: string; backupCodes: string[] }>(
        '/two-factor/enable',
        { password: values.password },
      );
      if ('problem' in answer) {
        setError(answer.problem);
        return;
      }
      setUri(answer.data.totpURI);
      setRecoveryCodes(answer.data.backupCodes);
    }),
  );

  const confirm = codeForm.onSubmit((values) =>
    run(async () => {
      const answer = await postAuthJson('/two-factor/verify-totp', { code: values.code.trim() });
      if ('problem' in answer) setError(answer.problem);
      else setConfirmed(true);
    }),
  );

  if (confirmed) return <RecoveryCodesShown codes={recoveryCodes} onDone={onDone} />;

  const failure = error && (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  );

  if (!uri) {
    return (
      <form onSubmit={start} noValidate>
        <Stack>
          <Text size="sm">
            An authenticator app (such as Google Authenticator, Microsoft Authenticator or Aegis)
            gives you a new 6-digit code every 30 seconds. Enter your password to begin.
          </Text>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...passwordForm.getInputProps('password')}
          />
          {failure}
          <Button type="submit" loading={busy}>
            Set up authenticator app
          </Button>
        </Stack>
      </form>
    );
  }
  const key = new URL(uri).searchParams.get('secret') ?? '';
  return (
    <form onSubmit={confirm} noValidate>
      <Stack>
        <Text size="sm">Scan this QR code with your authenticator app:</Text>
        <QrCode value={uri} label="QR code for your authenticator app" />
        <Text size="sm">
          Or type this key into the app: <Code data-testid="totp-key">{key}</Code>
        </Text>
        <TextInput
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...codeForm.getInputProps('code')}
        />
        {failure}
        <Button type="submit" loading={busy}>
          Confirm
        </Button>
      </Stack>
    </form>
  );
}
