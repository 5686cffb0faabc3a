import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../../../auth/useCurrentUser';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';
import { useLiveUpdates } from '../../../lib/live-updates';
import { FACILITIES_KEY } from '../../facility/api/facility.api';
import { RESOURCES_KEY } from '../../resource/api/resource.api';
import { RESOURCE_REQUESTS_KEY } from '../../resource-request/api/resource-request.api';
import { AvailableResources } from './AvailableResources';
import { MyResourceRequests } from './MyResourceRequests';
import { useVolunteerFacilities, VOLUNTEER_FACILITIES_KEY } from './volunteer-facilities.api';

/** The volunteer portal's Resources page for the signed-in volunteer (route /volunteer/resources). */
export function VolunteerResourcesPage() {
  const currentUser = useCurrentUser();
  // The portal's routes are only reached signed in; this waits out the first session check.
  if (currentUser.status !== 'signedIn') return null;
  return <VolunteerResources volunteerId={currentUser.userId} />;
}

/**
 * product.md §12: the AVAILABLE resources approved for the volunteer's facilities (assigned
 * facility and those of the programs they lead), with Request; then "My requests".
 */
export function VolunteerResources({ volunteerId }: { volunteerId: string }) {
  const mine = useVolunteerFacilities(volunteerId);
  useLiveUpdates(
    ['Resource', 'ResourceRequest', 'Facility', 'Program', 'Volunteer'],
    [RESOURCES_KEY, RESOURCE_REQUESTS_KEY, FACILITIES_KEY, VOLUNTEER_FACILITIES_KEY],
  );
  const options = mine.data ?? [];
  const failed = mine.error;
  const loaded = mine.isSuccess;

  return (
    <>
      <PageTitle title="Resources" />
      <Stack gap="xl">
        <Stack component="section" aria-labelledby="available-resources-heading" gap="sm">
          <Title order={2} size="h3" id="available-resources-heading">
            Available resources
          </Title>
          <Text>
            Resources approved for your facilities: the facility you are assigned to and those where
            you lead programs.
          </Text>
          {!loaded && !failed && (
            <Center py="xl">
              <Loader aria-label="Loading your facilities" />
            </Center>
          )}
          {failed && (
            <LoadError
              message={`Failed to load your facilities. ${failed.message}`}
              onRetry={() => void mine.refetch()}
            />
          )}
          {loaded && options.length === 0 && (
            <Text py="md" fw={500}>
              You are not linked to a facility yet, so there are no resources to show. Ask an
              administrator to assign you to a facility.
            </Text>
          )}
          {loaded && options.length > 0 && <AvailableResources facilities={options} />}
        </Stack>
        <MyResourceRequests />
      </Stack>
    </>
  );
}
