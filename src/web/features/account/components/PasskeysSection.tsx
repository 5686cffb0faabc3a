import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addPasskey, PASSKEY_PROBLEMS, passkeysSupported } from '../../../auth/passkey';
import { LoadError } from '../../../components/LoadError';
import { useBrowserValue, useStarted } from '../../../lib/browser-values';
import { formatDateTime } from '../../../lib/date-format';
import { myPasskeysQuery, removePasskey } from '../api/passkeys.api';
import { AccountRow, AccountRows } from './AccountRows';
import { deviceName } from './device-name';
import { PasswordConfirmForm } from './PasswordConfirmForm';

/**
 * My account: the passkeys that sign this person in, each with Remove, and 'Add a passkey' on
 * this device, which asks for the password first (decision 063).
 */
export function PasskeysSection() {
  const queryClient = useQueryClient();
  const passkeys = useQuery(myPasskeysQuery());
  const [adding, setAdding] = useState(false);
  // The server renders the page as for a browser with passkeys, as nearly all are (decision
  // 080); one without shows why once the page has started. Until then the button does nothing.
  const supported = useBrowserValue(passkeysSupported, true);
  const started = useStarted();
  const refresh = () => queryClient.invalidateQueries({ queryKey: myPasskeysQuery().queryKey });
  const remove = useMutation({ mutationFn: removePasskey, onSettled: refresh });

  const add = async (password: string, name: string) => {
    const failed = await addPasskey(password, name);
    if (failed) return failed;
    setAdding(false);
    await refresh();
    notifications.show({ message: 'Passkey added. You can sign in with it on this device.' });
    return null;
  };

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
        <AccountRows label="Passkeys">
          {passkeys.data.map((key) => (
            <AccountRow
              key={key.id}
              title={key.name}
              detail={`Added ${formatDateTime(key.createdAt)} · ${
                key.lastUsedAt ? `last used ${formatDateTime(key.lastUsedAt)}` : 'not used yet'
              }`}
              action={
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
              }
            />
          ))}
        </AccountRows>
      ) : (
        <Text size="sm" c="gray.7">
          No passkeys yet.
        </Text>
      )}
      {!supported ? (
        <Text size="sm">{PASSKEY_PROBLEMS.unsupported}</Text>
      ) : adding ? (
        <PasswordConfirmForm
          description="To add a passkey, confirm it is you."
          submitLabel="Add passkey"
          nameField={{
            label: 'Name for this passkey',
            description: 'So you can tell it apart later, e.g. "Work laptop" or "My phone".',
            suggested: deviceName(navigator.userAgent),
          }}
          onConfirm={add}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Group>
          <Button variant="light" disabled={!started} onClick={() => setAdding(true)}>
            Add a passkey
          </Button>
        </Group>
      )}
    </Stack>
  );
}
