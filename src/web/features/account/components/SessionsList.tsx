import { Alert, Badge, Button, Group, Loader, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/LoadError';
import { formatDateTime } from '../../../lib/date-format';
import { endSessions, mySessionsQuery } from '../api/sessions.api';
import { AccountRow, AccountRows } from './AccountRows';
import { deviceName } from './device-name';

/**
 * The signed-in person's sessions (device in words, when and from where), with a way to end any
 * but this one.
 */
export function SessionsList() {
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
      <AccountRows label="Sessions">
        {sessions.data.map((session) => {
          const device = deviceName(session.userAgent);
          const signedIn = formatDateTime(session.createdAt);
          return (
            <AccountRow
              key={session.id}
              title={device}
              titleHint={session.userAgent ?? undefined}
              detail={`Signed in ${signedIn}${session.ipAddress ? ` from ${session.ipAddress}` : ''}`}
              action={
                session.current ? (
                  <Badge color="brand.7" style={{ flexShrink: 0 }}>
                    This device
                  </Badge>
                ) : (
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    style={{ flexShrink: 0 }}
                    aria-label={`Sign out ${device}, signed in ${signedIn}`}
                    onClick={() => end.mutate(session.id)}
                    loading={end.isPending && end.variables === session.id}
                  >
                    Sign out
                  </Button>
                )
              }
            />
          );
        })}
      </AccountRows>
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
