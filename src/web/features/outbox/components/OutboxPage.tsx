import { Accordion, Button, Center, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';
import { formatDateTime } from '../../../lib/date-format';
import { useMailRoute, useOutboxMessages, type MailRoute } from '../api/outbox.api';

/** What the page says first: where e-mail goes now, so nobody waits for a mail that was kept. */
function MailRouteText({ route }: { route: MailRoute }) {
  if (route.delivery === 'SMTP')
    return (
      <Text mb="md">
        E-mail goes out through the mail server at <strong>{route.server}</strong>, from{' '}
        <strong>{route.from}</strong>. Any messages listed here were kept while no mail server was
        set up, and were not sent.
      </Text>
    );
  return (
    <Text mb="md">
      No mail server is set up, so e-mail the dashboard sends (invitations, sign-in codes) is kept
      here. Pass each message on to its recipient in person or by phone. To send e-mail instead, ask
      whoever runs the server to set SMTP_URL.
    </Text>
  );
}

/** E-mail kept by the server when no SMTP server is configured, and where e-mail goes now (super admins only). */
export function OutboxPage() {
  const route = useMailRoute();
  const outbox = useOutboxMessages();
  const messages = outbox.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <PageTitle title="Outbox" />
      {route.isSuccess && <MailRouteText route={route.data} />}
      {route.isError && (
        <LoadError
          message={`Failed to load where e-mail goes. ${route.error.message}`}
          onRetry={() => void route.refetch()}
        />
      )}
      {outbox.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading messages" />
        </Center>
      )}
      {outbox.isError && (
        <LoadError
          message={`Failed to load the outbox. ${outbox.error.message}`}
          onRetry={() => void outbox.refetch()}
        />
      )}
      {outbox.isSuccess && messages.length === 0 && <Text>No messages.</Text>}
      {messages.length > 0 && (
        <Stack>
          <Accordion variant="separated">
            {messages.map((message) => (
              <Accordion.Item key={message.id} value={message.id}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text fw={600}>{message.subject}</Text>
                    <Text size="sm">
                      To {message.recipient}, {formatDateTime(message.createdAt)}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Code block>{message.text}</Code>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          {outbox.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void outbox.fetchNextPage()}
              loading={outbox.isFetchingNextPage}
            >
              Show older messages
            </Button>
          )}
        </Stack>
      )}
    </>
  );
}
