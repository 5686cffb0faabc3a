import { Text } from '@mantine/core';
import { PageTitle } from '../../../components/PageTitle';
import { RecordListView } from '../../../components/records/RecordListView';
import { useLiveUpdates } from '../../../lib/live-updates';
import { FACILITIES_KEY, useFacilityPages } from '../../facility/api/facility.api';
import { VolunteerFacilityCard } from './VolunteerFacilityCard';

/**
 * The volunteer portal's Facilities page (product.md §12): the ACTIVE facilities, read only,
 * with what a visit needs (address, contact, hours, visitation rules, item restrictions).
 * The server searches (name, address, region) and pages them.
 */
export function VolunteerFacilitiesPage() {
  const list = useFacilityPages('ACTIVE');
  useLiveUpdates(['Facility'], [FACILITIES_KEY]);
  return (
    <>
      <PageTitle title="Facilities" />
      <Text mb="md">
        Active facilities with their address, opening hours and the rules for visits.
      </Text>
      <RecordListView
        list={list}
        plural="facilities"
        searchPlaceholder="Name, address or region"
        emptyText="No facilities found"
        grid
        itemKey={(facility) => facility.id}
        renderItem={(facility) => <VolunteerFacilityCard facility={facility} />}
      />
    </>
  );
}
