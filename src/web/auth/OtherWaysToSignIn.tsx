import { Button, Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { passkeysSupported, signInWithPasskey } from './passkey';
import { postAuthJson } from './post-auth';
import { useBrowserValue, useStarted } from '../lib/browser-values';
import { ErrorAlert } from '../components/ErrorAlert';

const PASSKEY = 'passkey';

/**
 * The other ways to sign in: a passkey on this device (where the browser has them), and
 * "Sign in with …" for each OpenID Connect provider the server offers. A provider's button
 * gets its address from the server; the browser goes there and comes back.
 */
export function OtherWaysToSignIn({
  providers,
  onSignedIn,
}: {
  providers: { id: string; label: string }[];
  onSignedIn: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The server renders the page as for a browser with passkeys, as nearly all are (decision
  // 079); one without drops the button once the page has started.
  const withPasskey = useBrowserValue(passkeysSupported, true);
  const started = useStarted();
  if (providers.length === 0 && !withPasskey) return null;

  const passkey = async () => {
    setBusy(PASSKEY);
    setError(null);
    const problem = await signInWithPasskey();
    setBusy(null);
    if (problem) setError(problem);
    else onSignedIn();
  };

  const start = async (provider: string) => {
    setBusy(provider);
    setError(null);
    const answer = await postAuthJson<{ url?: string }>('/sign-in/social', {
      provider,
      callbackURL: '/',
      errorCallbackURL: '/?signInError=oidc',
    });
    if ('data' in answer && answer.data.url) {
      window.location.assign(answer.data.url);
      return;
    }
    setBusy(null);
    setError('problem' in answer ? answer.problem : 'The sign-in service did not answer.');
  };

  return (
    <Stack gap="sm" mt="md">
      <Divider label="or" labelPosition="center" />
      {withPasskey && (
        <Button
          variant="default"
          fullWidth
          loading={busy === PASSKEY}
          disabled={!started}
          onClick={() => void passkey()}
        >
          Sign in with a passkey
        </Button>
      )}
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          fullWidth
          loading={busy === provider.id}
          disabled={!started}
          onClick={() => void start(provider.id)}
        >
          Sign in with {provider.label}
        </Button>
      ))}
      <ErrorAlert message={error} />
    </Stack>
  );
}
