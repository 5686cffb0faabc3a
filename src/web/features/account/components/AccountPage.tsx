import { Paper, Stack, Text, Title } from '@mantine/core';
import { authClient } from '../../../auth/auth-client';
import { PageTitle } from '../../../components/PageTitle';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsList } from './SessionsList';

/** My account: change password, see and end one's own sessions. */
export function AccountPage() {
  const session = authClient.useSession();
  return (
    <>
      <PageTitle title="My Account" />
      <Stack gap="lg">
        <Text>Signed in as {session.data?.user.email}</Text>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            Change password
          </Title>
          <ChangePasswordForm />
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            Where you are signed in
          </Title>
          <SessionsList currentToken={session.data?.session.token ?? null} />
        </Paper>
      </Stack>
    </>
  );
}
