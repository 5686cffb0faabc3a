import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { formatDateTime } from '../../../lib/date-format';
import {
  LINK_RESULT,
  myProvidersQuery,
  startProviderLink,
  unlinkProvider,
} from '../api/providers.api';
import { AccountRow, AccountRows } from './AccountRows';
import { PasswordConfirmForm } from './PasswordConfirmForm';

interface LinkReturn {
  linked: string | null;
  failed: string | null;
  reason: string | null;
}

/**
 * How the provider sent the browser back. Only read here (a render may be thrown away and
 * redone); the address is tidied once the page is shown.
 */
function readLinkReturn(): LinkReturn | null {
  // Rendered by the server (decision 080) only at the plain address, which carries none.
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.search);
  const linked = params.get(LINK_RESULT.linked);
  const failed = params.get(LINK_RESULT.failed);
  if (linked === null && failed === null) return null;
  return { linked, failed, reason: params.get('error') };
}

/** What that return means, in words. */
function outcomeOf(back: LinkReturn, labelOf: (id: string) => string) {
  if (back.linked !== null)
    return { ok: true, text: `${labelOf(back.linked)} is linked: you can sign in with it now.` };
  const label = labelOf(back.failed ?? '');
  if (back.reason === 'account_already_linked_to_different_user')
    return { ok: false, text: `That ${label} identity is already linked to another account.` };
  return {
    ok: false,
    text: `Could not link ${label}. It must sign you in with this account's e-mail address, and have verified it.`,
  };
}

/**
 * My account: the sign-in providers the programme offers, each linked (with Unlink) or not (with
 * Link, which asks for the password before going to the provider). Hidden when there are none.
 */
export function ProvidersSection() {
  const queryClient = useQueryClient();
  const providers = useQuery(myProvidersQuery());
  const [linkReturn] = useState(readLinkReturn);
  useEffect(() => {
    if (linkReturn) window.history.replaceState(null, '', window.location.pathname);
  }, [linkReturn]);
  const [linking, setLinking] = useState<string | null>(null);
  const unlink = useMutation({
    mutationFn: unlinkProvider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myProvidersQuery().queryKey }),
  });

  if (providers.isPending) return <Loader size="sm" aria-label="Loading sign-in providers" />;
  if (providers.isError)
    return (
      <LoadError
        message={`Failed to load your sign-in providers. ${providers.error.message}`}
        onRetry={() => void providers.refetch()}
      />
    );
  const labelOf = (id: string) => providers.data.find((one) => one.id === id)?.label ?? id;
  const outcome = linkReturn && outcomeOf(linkReturn, labelOf);

  return (
    <Stack>
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      {unlink.isError && (
        <Alert color="red" role="alert">
          {unlink.error.message}
        </Alert>
      )}
      <Text size="sm">
        A linked provider signs you in without your password. Linking asks for your password first,
        and we e-mail you whenever a provider is linked or unlinked.
      </Text>
      <AccountRows label="Sign-in providers">
        {providers.data.map((provider) => (
          <AccountRow
            key={provider.id}
            title={provider.label}
            detail={
              provider.linkedAt ? `Linked ${formatDateTime(provider.linkedAt)}` : 'Not linked'
            }
            action={
              provider.linkedAt ? (
                <Button
                  size="xs"
                  variant="outline"
                  color="red.9"
                  style={{ flexShrink: 0 }}
                  aria-label={`Unlink ${provider.label}`}
                  loading={unlink.isPending && unlink.variables === provider.id}
                  onClick={() => unlink.mutate(provider.id)}
                >
                  Unlink
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  style={{ flexShrink: 0 }}
                  aria-label={`Link ${provider.label}`}
                  onClick={() => setLinking(provider.id)}
                >
                  Link
                </Button>
              )
            }
          />
        ))}
      </AccountRows>
      {linking && (
        <PasswordConfirmForm
          key={linking}
          description={`To link ${labelOf(linking)}, confirm it is you.`}
          submitLabel={`Continue to ${labelOf(linking)}`}
          onConfirm={async (password) => {
            const started = await startProviderLink(linking, password);
            if ('problem' in started) return started.problem;
            window.location.assign(started.url);
            return null;
          }}
          onCancel={() => setLinking(null)}
        />
      )}
    </Stack>
  );
}
