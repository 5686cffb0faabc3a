import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PASSWORD_MESSAGES } from '../../../../shared/domain/account/password-rules';
import { ErrorAlert } from '../../../components/ErrorAlert';

/** A name asked for with the password (a passkey's, decision 099), filled in with a suggestion. */
export interface NameField {
  label: string;
  description: string;
  suggested: string;
}

/**
 * 'Your password' before adding a way to sign in (a passkey, a provider; decisions 062–063).
 * `onConfirm` returns the problem to show, or null when it went on.
 */
export function PasswordConfirmForm({
  description,
  submitLabel,
  nameField,
  onConfirm,
  onCancel,
}: {
  description: string;
  submitLabel: string;
  nameField?: NameField;
  onConfirm: (password: string, name: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', name: nameField?.suggested ?? '' },
    validate: {
      password: (value) => (value === '' ? PASSWORD_MESSAGES.required : null),
      name: (value) => (value.length > 80 ? 'Keep the name under 80 characters' : null),
    },
  });
  const submit = form.onSubmit(async ({ password, name }) => {
    setProblem(null);
    setProblem(await onConfirm(password, name));
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack align="flex-start">
        {nameField && (
          <TextInput
            label={nameField.label}
            description={nameField.description}
            maxLength={80}
            style={{ width: '100%', maxWidth: 360 }}
            {...form.getInputProps('name')}
          />
        )}
        <PasswordInput
          label="Your password"
          description={description}
          autoComplete="current-password"
          style={{ width: '100%', maxWidth: 360 }}
          {...form.getInputProps('password')}
        />
        <ErrorAlert message={problem} />
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
