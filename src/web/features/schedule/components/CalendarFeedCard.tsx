import { Alert, Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  useCreateCalendarFeed,
  useMyCalendarFeed,
  useTurnOffCalendarFeed,
  webcalAddress,
} from '../api/calendar-feed.api';

/**
 * A volunteer's private calendar link (decision 012): their approved visits, in the calendar app of
 * their phone. Copy it, open it in the calendar app, make a new one (the old one stops working), or
 * turn it off.
 */
export function CalendarFeedCard() {
  const feed = useMyCalendarFeed();
  const create = useCreateCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = create.isPending || turnOff.isPending;

  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    setCopied(null);
    try {
      await action();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard (an old browser, or a page not served over HTTPS): copying by hand works.
      setCopied('failed');
    }
  };
  const link = feed.data;

  return (
    <Card withBorder component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          Calendar link
        </Title>
        <Text size="sm">
          See your approved visits in your phone&apos;s calendar. The link is private: anyone who
          has it can see your visits, so do not share it.
        </Text>
        {feed.isError && (
          <Alert color="red" role="alert" title="Could not load your calendar link">
            {feed.error.message}
          </Alert>
        )}
        {feed.isSuccess && !link && (
          <Group>
            <Button loading={create.isPending} onClick={() => void run(() => create.mutateAsync())}>
              Get calendar link
            </Button>
          </Group>
        )}
        {link && (
          <>
            <TextInput
              label="Your calendar link"
              readOnly
              value={link.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group gap="xs">
              <Button variant="default" onClick={() => void copy(link.url)}>
                Copy link
              </Button>
              <Anchor href={webcalAddress(link.url)}>Open in calendar app</Anchor>
            </Group>
            <div role="status">
              {copied === 'yes' && <Text size="sm">Link copied.</Text>}
              {copied === 'failed' && (
                <Text size="sm">Could not copy here: select the link above and copy it.</Text>
              )}
            </div>
            <Group gap="xs">
              <Button
                variant="default"
                disabled={busy}
                loading={create.isPending}
                onClick={() => void run(() => create.mutateAsync())}
              >
                Make a new link
              </Button>
              <Button
                variant="outline"
                color="red.9"
                disabled={busy}
                loading={turnOff.isPending}
                onClick={() => void run(() => turnOff.mutateAsync())}
              >
                Turn off
              </Button>
            </Group>
            <Text size="xs" c="gray.8">
              A new link or turning it off stops the old link from working.
            </Text>
          </>
        )}
        {failure && (
          <Alert color="red" role="alert" title="That did not work">
            {failure}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
