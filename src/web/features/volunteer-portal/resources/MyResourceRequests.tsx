import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { RESOURCE_REQUEST_STATUSES } from '../../../../shared/domain/resource-request/resource-request.enums';
import { ChoiceFilter } from '../../../components/records/ListFilters';
import { RecordListView } from '../../../components/records/RecordListView';
import { StatusTag } from '../../../components/records/StatusTag';
import { formatDateTime } from '../../../lib/date-format';
import { enumOptions } from '../../../lib/format';
import { useOwnResourceRequestList } from '../../resource-request/api/resource-request.api';

// The admins' request colours: filled, dark shades, white text above 4.5:1.
const STATUS_COLORS: Record<string, string> = {
  PENDING: 'indigo.8',
  APPROVED: 'brand.7',
  DENIED: 'red.9',
  FULFILLED: 'gray.8',
};

/** "My requests": the volunteer's own resource requests, newest first, with their state. */
export function MyResourceRequests() {
  const list = useOwnResourceRequestList('requests');
  return (
    <Stack component="section" aria-labelledby="my-requests-heading" gap="sm">
      <Title order={2} size="h3" id="my-requests-heading">
        My requests
      </Title>
      <RecordListView
        list={list}
        plural="requests"
        searchable={false}
        emptyText="You have not requested any resources yet."
        filters={
          <ChoiceFilter
            label="Request status"
            anyLabel="All"
            width={180}
            options={enumOptions(RESOURCE_REQUEST_STATUSES)}
            value={list.filter.status}
            onChange={(status) => list.setFilter({ status })}
          />
        }
        itemKey={(item) => item.id}
        renderItem={(item) => {
          const title = item.resourceName ?? 'Resource';
          return (
            <Card withBorder padding="md" component="article" aria-label={`Request: ${title}`}>
              <Stack gap={4}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                    {title}
                  </Title>
                  <StatusTag value={item.status} colors={STATUS_COLORS} />
                </Group>
                <Text size="sm">
                  {item.quantity} requested on {formatDateTime(item.requestDate)}
                  {item.facilityId ? ` for ${item.facilityName ?? 'Facility'}` : ''}
                </Text>
                {item.notes && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    Notes: {item.notes}
                  </Text>
                )}
                {item.fulfillmentDate && (
                  <Text size="sm">Fulfilled {formatDateTime(item.fulfillmentDate)}</Text>
                )}
              </Stack>
            </Card>
          );
        }}
      />
    </Stack>
  );
}
