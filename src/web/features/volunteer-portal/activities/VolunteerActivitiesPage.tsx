import { Center, Loader, Tabs } from '@mantine/core';
import { useCurrentUser } from '../../../auth/useCurrentUser';
import { PageTitle } from '../../../components/PageTitle';
import { MyIncidentReports } from './MyIncidentReports';
import { MyPrograms } from './MyPrograms';

/**
 * A volunteer's activities (product.md §12 "Volunteer portal pages"): the programs they lead and
 * the incident reports they filed, one tab each. What they may change is decided by the server
 * (product.md §13); the page only offers what it would allow.
 */
export function VolunteerActivitiesPage() {
  const me = useCurrentUser();
  return (
    <>
      <PageTitle title="Activities" />
      {me.status !== 'signedIn' ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : (
        // Only the open tab is mounted: a phone loads one list at a time.
        <Tabs defaultValue="programs" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="programs">My Programs</Tabs.Tab>
            <Tabs.Tab value="reports">My Incident Reports</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="programs" pt="md">
            <MyPrograms volunteerId={me.userId} />
          </Tabs.Panel>
          <Tabs.Panel value="reports" pt="md">
            <MyIncidentReports volunteerId={me.userId} />
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  );
}
