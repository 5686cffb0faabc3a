import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { AuthCard } from './AuthCard';
import { postAuth } from './post-auth';
import { ErrorAlert } from '../components/ErrorAlert';

/** A recovery code as the server made it: capitals, two groups of five (decision 099). */
const asRecoveryCode = (typed: string) => {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  return compact.length === 10 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
};

/** What the second step asks for: the app's code, or one of the saved recovery codes. */
type CodeKind = 'app' | 'recovery';

const KINDS = {
  app: {
    route: '/two-factor/verify-totp',
    intro: 'Open your authenticator app and enter the code it shows.',
    label: 'Code',
    check: (value: string) =>
      /^\d{6}$/.test(value) ? null : 'Enter the 6-digit code from your authenticator app',
    other: 'Lost your phone? Use a recovery code',
  },
  recovery: {
    route: '/two-factor/verify-backup-code',
    intro:
      'Enter one of the recovery codes you saved when you set up the authenticator app. Each code works once.',
    label: 'Recovery code',
    check: (value: string) =>
      /^[A-Z0-9]{5}-[A-Z0-9]{5}$/.test(asRecoveryCode(value))
        ? null
        : 'Enter a recovery code as it was shown, like ABCDE-23456',
    other: 'Use the code from the authenticator app instead',
  },
} as const;

/**
 * Confirm sign in (product.md §2.3): the code from the person's authenticator app, or, when the
 * phone is lost, one of their recovery codes (decision 099).
 */
export function ConfirmSignInPage({
  onSignedIn,
  onCancel,
}: {
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<{ code: string; kind: CodeKind }>({
    initialValues: { code: '', kind: 'app' },
    validate: { code: (value, values) => KINDS[values.kind].check(value.trim()) },
  });
  const kind = form.values.kind;
  const asked = KINDS[kind];

  const submit = form.onSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const code = kind === 'app' ? values.code.trim() : asRecoveryCode(values.code);
    const problem = await postAuth(asked.route, { code });
    setBusy(false);
    if (problem) setError(problem);
    else onSignedIn();
  });

  const switchKind = () => {
    form.setValues({ code: '', kind: kind === 'app' ? 'recovery' : 'app' });
    form.clearErrors();
    setError(null);
  };

  return (
    <AuthCard title="Confirm Sign In">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{asked.intro}</Text>
          <TextInput
            key={kind}
            label={asked.label}
            inputMode={kind === 'app' ? 'numeric' : 'text'}
            autoComplete={kind === 'app' ? 'one-time-code' : 'off'}
            autoCapitalize="off"
            spellCheck={false}
            required
            data-autofocus
            {...form.getInputProps('code')}
          />
          <ErrorAlert message={error} />
          <Button type="submit" loading={busy} fullWidth>
            Confirm
          </Button>
          <Anchor component="button" type="button" onClick={switchKind} size="sm">
            {asked.other}
          </Anchor>
          <Anchor component="button" type="button" onClick={onCancel} size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
