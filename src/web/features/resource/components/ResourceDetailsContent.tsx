import { Loader, Table, Text } from '@mantine/core';
import { LoadError } from '../../../components/LoadError';
import type { ResourceType } from '../../../../shared/domain/resource/resource.enums';
import { resourceTypeLabel } from '../../../../shared/domain/resource/resource.types';
import { FieldList } from '../../../components/records/FieldList';
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
      <DetailsSection title="Resource">
        <FieldList
          fields={[
            { label: 'Type', value: resourceTypeLabel(resource.type as ResourceType) },
            { label: 'Category', value: humanize(resource.category) },
            { label: 'Language', value: resource.language },
            { label: 'Topic', value: resource.topic },
            { label: 'Description', value: resource.description },
            { label: 'Web Address', value: resource.url },
          ]}
        />
      </DetailsSection>
      <DetailsSection title="Stock and Distribution">
        <FieldList
          fields={[
            { label: 'Quantity', value: String(resource.quantity) },
            { label: 'Reorder Threshold', value: resource.reorderThreshold ?? '' },
            { label: 'Cost per Unit', value: resource.costPerUnit ?? '' },
            { label: 'Storage Location', value: resource.location },
            { label: 'Times Distributed', value: String(resource.timesDistributed) },
            { label: 'Last Distributed', value: formatDateTime(resource.lastDistributedDate) },
          ]}
        />
      </DetailsSection>
      <DetailsSection title="Facilities">
        <FieldList
          fields={[
            { label: 'Primary Facility', value: resource.facilityName ?? '' },
            {
              label: 'Approved Facilities',
              value: resource.approvedFacilityNames.join(', '),
            },
          ]}
        />
      </DetailsSection>
      <DetailsSection title="Provider">
        <FieldList
          fields={[
            { label: 'Provider Name', value: resource.providerName },
            { label: 'Contact Information', value: resource.contactInfo },
            { label: 'Service Area', value: resource.serviceArea },
            { label: 'Wait Time', value: resource.waitlistTime },
            { label: 'Eligibility', value: resource.eligibilityCriteria },
            { label: 'How to Apply', value: resource.applicationProcess },
          ]}
        />
      </DetailsSection>
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
