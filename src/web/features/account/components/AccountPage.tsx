import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { authClient } from '../../../auth/auth-client';
import { PageTitle } from '../../../components/PageTitle';
import { AuthenticatorSection } from './AuthenticatorSection';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProgrammeSecuritySection } from './ProgrammeSecuritySection';
import { SessionsList } from './SessionsList';
import { PasskeysSection } from './PasskeysSection';
import { ProvidersSection } from './ProvidersSection';
import { useSignInOptions } from '../../../auth/useSignInOptions';
import { lazyNamed } from '../../../lib/lazy-named';

// A volunteer's own clearances: only volunteers' accounts load this code.
const MyClearancesSection = lazyNamed(
  () => import('../../volunteer/components/MyClearancesSection'),
  'MyClearancesSection',
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * My account: a volunteer's own clearances (read-only), password, authenticator app, passkeys,
 * sign-in providers (when offered), sessions; super admins also the MFA rule.
 */
export function AccountPage() {
  const session = authClient.useSession();
  const { providers } = useSignInOptions();
  const group = (session.data?.user as { group?: unknown } | undefined)?.group;
  const isSuperAdmin = group === 'SuperAdmins';
  return (
    <>
      <PageTitle title="My Account" />
      <Stack gap="lg">
        <Text>Signed in as {session.data?.user.email}</Text>
        {group === 'Volunteers' && (
          <Section title="Your clearances">
            <Suspense fallback={<Loader size="sm" aria-label="Loading your clearances" />}>
              <MyClearancesSection />
            </Suspense>
          </Section>
        )}
        <Section title="Change password">
          <ChangePasswordForm />
        </Section>
        <Section title="Authenticator app">
          <AuthenticatorSection />
        </Section>
        <Section title="Passkeys">
          <PasskeysSection />
        </Section>
        {providers.length > 0 && (
          <Section title="Sign-in providers">
            <ProvidersSection />
          </Section>
        )}
        <Section title="Where you are signed in">
          <SessionsList />
        </Section>
        {isSuperAdmin && (
          <Section title="Programme security">
            <ProgrammeSecuritySection />
          </Section>
        )}
      </Stack>
    </>
  );
}
