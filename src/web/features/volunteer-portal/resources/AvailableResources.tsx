import { Select } from '@mantine/core';
import { useState } from 'react';
import { RecordListView } from '../../../components/records/RecordListView';
import { useAvailableResourceList, type Resource } from '../../resource/api/resource.api';
import {
  RequestResourceForm,
  type FacilityOption,
} from '../../resource/components/RequestResourceForm';
import { VolunteerResourceCard } from './VolunteerResourceCard';

/** A phone shows a dozen cards before the paging buttons, not 25. */
const PAGE_SIZE = 12;

const offeredAt = (resource: Resource, facilityId: string) =>
  resource.facilityId === facilityId || resource.approvedFacilities.includes(facilityId);

/**
 * The AVAILABLE resources at one of the volunteer's facilities (the first by default), searched
 * and paged by the server, each with Request.
 */
export function AvailableResources({ facilities }: { facilities: FacilityOption[] }) {
  const list = useAvailableResourceList(facilities[0]?.value ?? null, PAGE_SIZE, 'available');
  const [requesting, setRequesting] = useState<Resource | null>(null);
  const chosen = list.filter.facilityId;
  return (
    <>
      <RecordListView
        list={list}
        plural="resources"
        grid
        searchPlaceholder="Title or description"
        emptyText="No available resources found"
        filters={
          <Select
            label="Facility"
            data={facilities}
            allowDeselect={false}
            searchable={facilities.length > 8}
            w={{ base: '100%', xs: 260 }}
            value={chosen}
            onChange={(facilityId) => facilityId && list.setFilter({ facilityId })}
          />
        }
        itemKey={(resource) => resource.id}
        renderItem={(resource) => (
          <VolunteerResourceCard resource={resource} onRequest={() => setRequesting(resource)} />
        )}
      />
      {requesting && (
        <RequestResourceForm
          resource={requesting}
          facilities={facilities.filter((facility) => offeredAt(requesting, facility.value))}
          facilityId={chosen}
          onClose={() => setRequesting(null)}
        />
      )}
    </>
  );
}
