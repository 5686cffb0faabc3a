import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { postAuthJson } from './post-auth';

/**
 * "Sign in with …" for each OpenID Connect provider the server offers (none: nothing shown).
 * The server answers with the provider's address; the browser goes there and comes back.
 */
export function ProviderButtons({ providers }: { providers: { id: string; label: string }[] }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (providers.length === 0) return null;

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
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          fullWidth
          loading={busy === provider.id}
          onClick={() => void start(provider.id)}
        >
          Sign in with {provider.label}
        </Button>
      ))}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
