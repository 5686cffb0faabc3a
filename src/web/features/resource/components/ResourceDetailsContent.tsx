import { Loader, Table, Text } from '@mantine/core';
import { LoadError } from '../../../components/LoadError';
import { resourceDeclaration } from '../../../../shared/domain/resource/resource.record';
import { DeclaredDetailsSections } from '../../../components/records/declared/DeclaredDetailsSections';
import { DetailsSection } from '../../../components/records/RecordDetails';
import { formatDateTime } from '../../../lib/date-format';
import { humanize } from '../../../lib/format';
import { useRequestsForResource } from '../../resource-request/api/resource-request.api';
import type { Resource } from '../api/resource.api';
import { ResourceStatusTag } from './ResourceCard';

interface ResourceDetailsContentProps {
  resource: Resource;
}

/** Every field of a resource (product.md §12: a real details view), then its requests. */
export function ResourceDetailsContent({ resource }: ResourceDetailsContentProps) {
  return (
    <>
      <ResourceStatusTag status={resource.status} />
      <DeclaredDetailsSections declaration={resourceDeclaration} record={resource} />
      <DetailsSection title="Requests">
        <RequestHistory resourceId={resource.id} />
      </DetailsSection>
    </>
  );
}

function RequestHistory({ resourceId }: { resourceId: string }) {
  const requests = useRequestsForResource(resourceId);
  if (requests.isPending) return <Loader size="sm" aria-label="Loading requests" />;
  if (requests.isError) {
    return (
      <LoadError
        message="Failed to load the requests."
        detail={requests.error.message}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  if (requests.data.length === 0) return <Text size="sm">No requests yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={400}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Requested</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Fulfilled</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.data.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{formatDateTime(item.requestDate)}</Table.Td>
              <Table.Td>{item.requesterName}</Table.Td>
              <Table.Td>{item.quantity}</Table.Td>
              <Table.Td>{humanize(item.status)}</Table.Td>
              <Table.Td>{formatDateTime(item.fulfillmentDate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
