import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  confirmPasswordProblem,
  PASSWORD_MESSAGES,
  passwordProblems,
} from '../../../../shared/domain/account/password-rules';
import { authClient } from '../../../auth/auth-client';
import { mySessionsQuery } from '../api/sessions.api';
import { useStarted } from '../../../lib/browser-values';
import { NewPasswordInputs } from '../../../auth/NewPasswordInputs';
import { ErrorAlert } from '../../../components/ErrorAlert';

/** Change password (product.md §5.8 rules); the server then ends every other session. */
export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Pressed before the page's scripts run, it would reload the page and lose what was typed.
  const started = useStarted();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: (value) => (value === '' ? PASSWORD_MESSAGES.required : null),
      newPassword: (value) => passwordProblems(value)[0] ?? null,
      confirmPassword: (value, values) =>
        value === ''
          ? PASSWORD_MESSAGES.required
          : confirmPasswordProblem(values.newPassword, value),
    },
  });

  const submit = form.onSubmit(async (values) => {
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      const result = await authClient.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      if (result.error) {
        setError(result.error.message ?? 'The password could not be changed. Please try again.');
        return;
      }
      form.reset();
      await queryClient.invalidateQueries({ queryKey: mySessionsQuery().queryKey });
      notifications.show({
        color: 'brand',
        message: 'Password changed. Your other sessions were signed out.',
      });
    } catch {
      setError('Cannot reach the server. Check your connection and try again.');
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw="30rem">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordInputs form={form} field="newPassword" />
        <ErrorAlert message={error} />
        <Button type="submit" loading={saving} disabled={!started} w="fit-content">
          Change password
        </Button>
      </Stack>
    </form>
  );
}
