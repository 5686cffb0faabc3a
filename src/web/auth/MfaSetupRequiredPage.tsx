import { Anchor, Stack, Text } from '@mantine/core';
import { AuthCard } from './AuthCard';
import { AuthenticatorSetup } from './AuthenticatorSetup';

/** The setup view of product.md §2.3, required for admins when super admins turned it on. */
export function MfaSetupRequiredPage({
  onDone,
  onSignOut,
}: {
  onDone: () => void;
  onSignOut: () => void;
}) {
  return (
    <AuthCard title="Set up your authenticator app">
      <Stack>
        <Text size="sm">
          Your programme requires an authenticator app for admin accounts. Set it up to continue.
        </Text>
        <AuthenticatorSetup onDone={onDone} />
        <Anchor component="button" type="button" onClick={onSignOut} size="sm">
          Sign out
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
