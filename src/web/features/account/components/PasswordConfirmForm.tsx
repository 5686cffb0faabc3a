import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PASSWORD_MESSAGES } from '../../../../shared/domain/account/password-rules';

/**
 * 'Your password' before adding a way to sign in (a passkey, a provider; decisions 062–063).
 * `onConfirm` returns the problem to show, or null when it went on.
 */
export function PasswordConfirmForm({
  description,
  submitLabel,
  onConfirm,
  onCancel,
}: {
  description: string;
  submitLabel: string;
  onConfirm: (password: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (value === '' ? PASSWORD_MESSAGES.required : null) },
  });
  const submit = form.onSubmit(async ({ password }) => {
    setProblem(null);
    setProblem(await onConfirm(password));
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack align="flex-start">
        <PasswordInput
          label="Your password"
          description={description}
          autoComplete="current-password"
          style={{ width: '100%', maxWidth: 360 }}
          {...form.getInputProps('password')}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
