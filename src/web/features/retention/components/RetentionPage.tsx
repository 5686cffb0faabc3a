import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { useRetentionReview, useRunRetention, type RetentionReview } from '../api/retention.api';
import { RetentionSettingsForm } from './RetentionSettingsForm';

/** "1 client", "3 clients", "2 history entries". */
const entries = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** What running retention today does, exactly (product.md §3.3.8). */
function ReviewSection({ review }: { review: RetentionReview }) {
  const run = useRunRetention();
  const [confirming, setConfirming] = useState(false);
  const nothingDue =
    review.clients.length === 0 && review.contactLogs === 0 && review.auditEntries === 0;
  const confirm = async () => {
    try {
      const done = await run.mutateAsync(review);
      setConfirming(false);
      notifications.show({
        color: 'brand',
        message: `Retention run: ${entries(done.clientsAnonymised, 'client')} anonymised, ${entries(done.contactLogsDeleted, 'contact-log entry', 'contact-log entries')} and ${entries(done.auditEntriesDeleted, 'history entry', 'history entries')} deleted`,
      });
    } catch {
      // Shown in the dialog, which stays open.
    }
  };
  return (
    <Stack>
      <Title order={2} size="h3">
        Due today ({review.asOf})
      </Title>
      {nothingDue && <Text>Nothing is due: everything held is within its period.</Text>}
      <Text>
        Closed clients unchanged since before {review.clientsChangedBefore}, to be anonymised:{' '}
        <strong>{review.clients.length}</strong>
      </Text>
      {review.clients.length > 0 && (
        <ScrollableTable label="Clients to be anonymised" minWidth={360}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Client ID</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Last changed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {review.clients.map((due) => (
                <Table.Tr key={due.id}>
                  <Table.Td>{due.clientId}</Table.Td>
                  <Table.Td>{due.preferredName}</Table.Td>
                  <Table.Td>{due.lastChanged}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
      <Text>
        Contact-log entries of a day before {review.contactLogsBefore}, to be deleted:{' '}
        <strong>{review.contactLogs}</strong>
      </Text>
      <Text>
        History entries made before {review.auditEntriesBefore}, to be deleted:{' '}
        <strong>{review.auditEntries}</strong>
      </Text>
      <Group>
        <Button color="red.9" disabled={nothingDue} onClick={() => setConfirming(true)}>
          Run Retention
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => !run.isPending && setConfirming(false)}
        title="Run retention"
        centered
      >
        <Text mb="md">
          {entries(review.clients.length, 'client')} will be anonymised, {review.contactLogs}{' '}
          contact-log and {review.auditEntries} history entries deleted. This cannot be undone.
        </Text>
        {run.isError && (
          <Alert color="red" role="alert" mb="md">
            {run.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={run.isPending}>
            Cancel
          </Button>
          <Button color="red.9" onClick={() => void confirm()} loading={run.isPending}>
            Run Retention
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** Data Retention (super admins): the periods, and what is due under them today. */
export function RetentionPage() {
  const review = useRetentionReview();
  return (
    <>
      <PageTitle title="Data Retention" />
      <Text mb="md">
        How long the programme keeps what it holds about people. Nothing is removed until you review
        what is due and run it.
      </Text>
      {review.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading the review" />
        </Center>
      )}
      {review.isError && (
        <LoadError
          message={`Failed to load the retention review. ${review.error.message}`}
          onRetry={() => void review.refetch()}
        />
      )}
      {review.isSuccess && (
        <Stack gap="xl">
          <Paper withBorder p="md">
            <Title order={2} size="h3" mb="sm">
              Periods
            </Title>
            <RetentionSettingsForm
              key={JSON.stringify(review.data.settings)}
              settings={review.data.settings}
            />
          </Paper>
          <Paper withBorder p="md">
            <ReviewSection review={review.data} />
          </Paper>
        </Stack>
      )}
    </>
  );
}
