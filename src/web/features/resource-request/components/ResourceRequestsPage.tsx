import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { RESOURCE_REQUEST_STATUSES } from '../../../../shared/domain/resource-request/resource-request.enums';
import { PageTitle } from '../../../components/PageTitle';
import { ChoiceFilter } from '../../../components/records/ListFilters';
import { RecordListView } from '../../../components/records/RecordListView';
import { formatDateTime } from '../../../lib/date-format';
import { enumOptions, humanize } from '../../../lib/format';
import { useLiveUpdates } from '../../../lib/live-updates';
import { RESOURCES_KEY } from '../../resource/api/resource.api';
import {
  RESOURCE_REQUESTS_KEY,
  useDecideResourceRequest,
  useResourceRequestList,
  type RequestDecision,
  type ResourceRequest,
} from '../api/resource-request.api';
import { StatusTag } from '../../../components/records/StatusTag';

const STATUS_COLORS: Record<string, string> = {
  PENDING: 'indigo.8',
  APPROVED: 'brand.7',
  DENIED: 'red.9',
  FULFILLED: 'gray.8',
};

const DECISION_LABELS: Record<RequestDecision, string> = {
  approve: 'Approve',
  deny: 'Deny',
  fulfil: 'Fulfil',
};

/** What each state allows (product.md §12): pending can go anywhere, approved only to fulfilled or denied. */
function decisionsFor(status: string): RequestDecision[] {
  if (status === 'PENDING') return ['approve', 'deny', 'fulfil'];
  if (status === 'APPROVED') return ['fulfil', 'deny'];
  return [];
}

/** Resource requests for admins: filter by status; approve, deny or fulfil. */
export function ResourceRequestsPage() {
  const list = useResourceRequestList();
  const decide = useDecideResourceRequest();
  const [failures, setFailures] = useState<Record<string, string>>({});
  useLiveUpdates(['ResourceRequest', 'Resource'], [RESOURCE_REQUESTS_KEY, RESOURCES_KEY]);

  // The request carries its resource's title (decision 055); a deleted one has none.
  const titleOf = (item: ResourceRequest) => item.resourceName ?? 'Resource';

  const run = async (decision: RequestDecision, item: ResourceRequest) => {
    setFailures(({ [item.id]: _cleared, ...rest }) => rest);
    try {
      await decide.mutateAsync({ decision, item });
      notifications.show({
        color: 'brand',
        message: `Request for ${titleOf(item)}: ${humanize(
          decision === 'approve' ? 'APPROVED' : decision === 'deny' ? 'DENIED' : 'FULFILLED',
        )}`,
      });
    } catch (error) {
      setFailures((current) => ({
        ...current,
        [item.id]: error instanceof Error ? error.message : String(error),
      }));
    }
  };

  return (
    <>
      <PageTitle title="Resource Requests">
        <Anchor component={Link} to="/admin/resources">
          Back to Resource Management
        </Anchor>
      </PageTitle>
      <RecordListView
        list={list}
        plural="requests"
        searchable={false}
        emptyText="No requests found."
        filters={
          <ChoiceFilter
            label="Status"
            anyLabel="All"
            width={180}
            options={enumOptions(RESOURCE_REQUEST_STATUSES)}
            value={list.filter.status}
            onChange={(status) => list.setFilter({ status })}
          />
        }
        itemKey={(item) => item.id}
        renderItem={(item) => {
          const title = titleOf(item);
          return (
            <Card withBorder component="article" aria-label={`${title}, ${item.requesterName}`}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={2} size="h4">
                    {title}
                  </Title>
                  <StatusTag value={item.status} colors={STATUS_COLORS} />
                </Group>
                <Text size="sm">
                  {item.quantity} requested by {item.requesterName} on{' '}
                  {formatDateTime(item.requestDate)}
                </Text>
                {item.notes && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {item.notes}
                  </Text>
                )}
                {item.fulfillmentDate && (
                  <Text size="sm">Fulfilled {formatDateTime(item.fulfillmentDate)}</Text>
                )}
                {failures[item.id] && (
                  <Alert color="red" role="alert">
                    {failures[item.id]}
                  </Alert>
                )}
                {decisionsFor(item.status).length > 0 && (
                  <Group gap="xs">
                    {decisionsFor(item.status).map((decision) => (
                      <Button
                        key={decision}
                        size="xs"
                        variant={decision === 'deny' ? 'outline' : 'default'}
                        color={decision === 'deny' ? 'red.9' : undefined}
                        loading={
                          decide.isPending &&
                          decide.variables?.item.id === item.id &&
                          decide.variables.decision === decision
                        }
                        disabled={decide.isPending}
                        onClick={() => void run(decision, item)}
                      >
                        {DECISION_LABELS[decision]}
                      </Button>
                    ))}
                  </Group>
                )}
              </Stack>
            </Card>
          );
        }}
      />
    </>
  );
}
