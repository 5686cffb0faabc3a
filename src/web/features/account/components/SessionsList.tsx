import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/LoadError';
import { endSessions, mySessionsQuery } from '../api/sessions.api';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The signed-in person's sessions, with a way to end any but this one. */
export function SessionsList({ currentToken }: { currentToken: string | null }) {
  const queryClient = useQueryClient();
  const sessions = useQuery(mySessionsQuery());
  const end = useMutation({
    mutationFn: endSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySessionsQuery().queryKey }),
  });

  if (sessions.isPending) return <Loader aria-label="Loading sessions" />;
  if (sessions.isError)
    return (
      <LoadError
        message={`Failed to load your sessions. ${sessions.error.message}`}
        onRetry={() => void sessions.refetch()}
      />
    );

  return (
    <Stack>
      {end.isError && (
        <Alert color="red" role="alert">
          {end.error.message}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={520}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Device</Table.Th>
              <Table.Th>Signed in</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.data.map((session) => (
              <Table.Tr key={session.id}>
                <Table.Td>
                  <Text size="sm" lineClamp={1} title={session.userAgent ?? ''}>
                    {session.userAgent || 'Unknown device'}
                  </Text>
                </Table.Td>
                <Table.Td>{dateTime.format(new Date(session.createdAt))}</Table.Td>
                <Table.Td>{session.ipAddress ?? '—'}</Table.Td>
                <Table.Td>
                  {session.token === currentToken ? (
                    <Badge color="brand.7">This device</Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red.9"
                      onClick={() => end.mutate(session.token)}
                      loading={end.isPending}
                    >
                      Sign out
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button
          variant="default"
          onClick={() => end.mutate('others')}
          disabled={sessions.data.length < 2}
        >
          Sign out everywhere else
        </Button>
      </Group>
    </Stack>
  );
}
