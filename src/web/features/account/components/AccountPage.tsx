import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useCurrentUser } from '../../../auth/useCurrentUser';
import { PageTitle } from '../../../components/PageTitle';
import { AuthenticatorSection } from './AuthenticatorSection';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProgrammeSecuritySection } from './ProgrammeSecuritySection';
import { SessionsList } from './SessionsList';
import { PasskeysSection } from './PasskeysSection';
import { ProvidersSection } from './ProvidersSection';
import { useSignInOptions } from '../../../auth/useSignInOptions';
import { lazyNamed } from '../../../lib/lazy-named';
import { useStarted } from '../../../lib/browser-values';

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
  // The person as the page state says until the page has started (the server renders this
  // page, decision 080), then as better-auth's client keeps them.
  const user = useCurrentUser();
  const started = useStarted();
  const { providers } = useSignInOptions();
  const signedIn = user.status === 'signedIn' ? user : null;
  const isSuperAdmin = signedIn?.group === 'SuperAdmins';
  return (
    <>
      <PageTitle title="My Account" />
      <Stack gap="lg">
        <Text>Signed in as {signedIn?.email}</Text>
        {/* Its code loads on its own, after the page's: drawn once the page has started. */}
        {signedIn?.group === 'Volunteers' && started && (
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
