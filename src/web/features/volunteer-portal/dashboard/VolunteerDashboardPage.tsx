import { Center, Loader } from '@mantine/core';
import { useCurrentUser } from '../../../auth/useCurrentUser';
import { PageTitle } from '../../../components/PageTitle';
import { VolunteerDashboard } from './components/VolunteerDashboard';

/**
 * The volunteer portal's home (product.md §2.10, /volunteer/dashboard): the signed-in volunteer's
 * figures and lists. The volunteer's id comes from the session (product.md §7.2).
 */
export function VolunteerDashboardPage() {
  const currentUser = useCurrentUser();
  return (
    <>
      <PageTitle title="Volunteer Dashboard" />
      {currentUser.status === 'signedIn' ? (
        <VolunteerDashboard volunteerId={currentUser.userId} />
      ) : (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      )}
    </>
  );
}
