import { Button, Code, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { homePathFor, type Group } from '../../shared/permissions';
import { AuthCard } from '../auth/AuthCard';

/**
 * product.md §2.1: 'Unauthorized', 'Contact the Administrator' and the user's groups; someone
 * who has a dashboard (an admin who followed a super admin's link, a volunteer who opened an
 * admin page) is offered the way back to it rather than only Sign Out.
 */
export function UnauthorizedPage({
  group,
  email,
  onSignOut,
}: {
  group: Group | null;
  email: string;
  onSignOut: () => void;
}) {
  return (
    <AuthCard title="Unauthorized">
      <Stack>
        <Title order={2} size="h4">
          Contact the Administrator
        </Title>
        <Text size="sm">
          You are signed in as {email}, but your account does not have access to this part of the
          dashboard.
        </Text>
        <Text size="sm">
          Your groups: <Code data-testid="user-groups">{group ? `["${group}"]` : '[]'}</Code>
        </Text>
        {homePathFor(group) !== '/unauthorized' && (
          <Button component={Link} to={homePathFor(group)}>
            Go to your dashboard
          </Button>
        )}
        <Button variant="outline" onClick={onSignOut}>
          Sign Out
        </Button>
      </Stack>
    </AuthCard>
  );
}
