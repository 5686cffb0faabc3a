import { Alert, Button, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PASSWORD_MESSAGES } from '../../../../shared/domain/account/password-rules';
import { addPasskey, PASSKEY_PROBLEMS, passkeysSupported } from '../../../auth/passkey';
import { LoadError } from '../../../components/LoadError';
import { formatDateTime } from '../../../lib/date-format';
import { myPasskeysQuery, removePasskey } from '../api/passkeys.api';
import { deviceName } from './device-name';

/**
 * My account: the passkeys that sign this person in, each with Remove, and 'Add a passkey' on
 * this device, which asks for the password first (decision 063).
 */
export function PasskeysSection() {
  const queryClient = useQueryClient();
  const passkeys = useQuery(myPasskeysQuery());
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [supported] = useState(passkeysSupported);
  const refresh = () => queryClient.invalidateQueries({ queryKey: myPasskeysQuery().queryKey });
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (value === '' ? PASSWORD_MESSAGES.required : null) },
  });
  const remove = useMutation({ mutationFn: removePasskey, onSettled: refresh });

  const add = form.onSubmit(async ({ password }) => {
    setProblem(null);
    const failed = await addPasskey(password, deviceName(navigator.userAgent));
    if (failed) {
      setProblem(failed);
      return;
    }
    setAdding(false);
    form.reset();
    await refresh();
    notifications.show({ message: 'Passkey added. You can sign in with it on this device.' });
  });

  if (passkeys.isPending) return <Loader size="sm" aria-label="Loading passkeys" />;
  if (passkeys.isError)
    return (
      <LoadError
        message={`Failed to load your passkeys. ${passkeys.error.message}`}
        onRetry={() => void passkeys.refetch()}
      />
    );

  return (
    <Stack>
      <Text size="sm">
        A passkey signs you in with this device&apos;s screen lock (fingerprint, face or PIN)
        instead of your password and code. We e-mail you whenever one is added or removed.
      </Text>
      {remove.isError && (
        <Alert color="red" role="alert">
          {remove.error.message}
        </Alert>
      )}
      {passkeys.data.length > 0 ? (
        <Stack
          component="ul"
          gap={0}
          p={0}
          m={0}
          aria-label="Passkeys"
          style={{ listStyle: 'none' }}
        >
          {passkeys.data.map((key) => (
            <Group
              component="li"
              key={key.id}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{key.name}</Text>
                <Text size="sm" c="gray.7">
                  {`Added ${formatDateTime(key.createdAt)} · ${
                    key.lastUsedAt ? `last used ${formatDateTime(key.lastUsedAt)}` : 'not used yet'
                  }`}
                </Text>
              </div>
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                style={{ flexShrink: 0 }}
                aria-label={`Remove passkey ${key.name}, added ${formatDateTime(key.createdAt)}`}
                loading={remove.isPending && remove.variables === key.id}
                onClick={() => remove.mutate(key.id)}
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="gray.7">
          No passkeys yet.
        </Text>
      )}
      {!supported ? (
        <Text size="sm">{PASSKEY_PROBLEMS.unsupported}</Text>
      ) : adding ? (
        <form onSubmit={add} noValidate>
          <Stack align="flex-start">
            <PasswordInput
              label="Your password"
              description="To add a passkey, confirm it is you."
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
                Add passkey
              </Button>
              <Button variant="default" onClick={() => setAdding(false)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group>
          <Button variant="light" onClick={() => setAdding(true)}>
            Add a passkey
          </Button>
        </Group>
      )}
    </Stack>
  );
}
