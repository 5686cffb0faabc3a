import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { homePathFor, type Group } from '../../shared/permissions';
import { authClient } from '../auth/auth-client';
import { SignedOutPages } from '../auth/SignedOutPages';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useMfaSetupRequired } from '../auth/useMfaSetupRequired';
import { skipVerification, verificationSkipped } from '../auth/verification-skip';
import { VerifyContactPage } from '../auth/VerifyContactPage';
import { onSignedOut } from '../lib/graphql';
import { ADMIN_LINKS, VOLUNTEER_LINKS } from './navigation';
import { UnauthorizedPage } from './UnauthorizedPage';
import { SignedInUserIdContext } from '../auth/signed-in-user-id';
import { useNetwork } from '@mantine/hooks';
import { OfflineShell } from './OfflineShell';
import { lazyNamed } from '../lib/lazy-named';

// Each page's code loads when the page is first opened, so sign-in stays small (bundle budgets).
// The signed-in frame (sidebar, top bar) loads after sign-in: the sign-in page needs none of it.
const DashboardShell = lazyNamed(() => import('./layouts/DashboardShell'), 'DashboardShell');
const AccountPage = lazyNamed(
  () => import('../features/account/components/AccountPage'),
  'AccountPage',
);
const AdminsPage = lazyNamed(() => import('../features/admin/components/AdminsPage'), 'AdminsPage');
const VolunteersPage = lazyNamed(
  () => import('../features/volunteer/components/VolunteersPage'),
  'VolunteersPage',
);
const ClientsPage = lazyNamed(
  () => import('../features/client/components/ClientsPage'),
  'ClientsPage',
);
const ResourcesPage = lazyNamed(
  () => import('../features/resource/components/ResourcesPage'),
  'ResourcesPage',
);
const ResourceRequestsPage = lazyNamed(
  () => import('../features/resource-request/components/ResourceRequestsPage'),
  'ResourceRequestsPage',
);
const ProgramsPage = lazyNamed(
  () => import('../features/program/components/ProgramsPage'),
  'ProgramsPage',
);
const IncidentsPage = lazyNamed(
  () => import('../features/incident/components/IncidentsPage'),
  'IncidentsPage',
);
const SchedulesPage = lazyNamed(
  () => import('../features/schedule/components/SchedulesPage'),
  'SchedulesPage',
);
const VolunteerSchedulePage = lazyNamed(
  () => import('../features/schedule/components/VolunteerSchedulePage'),
  'VolunteerSchedulePage',
);
const VolunteerDashboardPage = lazyNamed(
  () => import('../features/volunteer-portal/dashboard/VolunteerDashboardPage'),
  'VolunteerDashboardPage',
);
const VolunteerFacilitiesPage = lazyNamed(
  () => import('../features/volunteer-portal/facilities/VolunteerFacilitiesPage'),
  'VolunteerFacilitiesPage',
);
const VolunteerResourcesPage = lazyNamed(
  () => import('../features/volunteer-portal/resources/VolunteerResourcesPage'),
  'VolunteerResourcesPage',
);
const VolunteerActivitiesPage = lazyNamed(
  () => import('../features/volunteer-portal/activities/VolunteerActivitiesPage'),
  'VolunteerActivitiesPage',
);
const VolunteerContactsPage = lazyNamed(
  () => import('../features/volunteer-portal/contacts/VolunteerContactsPage'),
  'VolunteerContactsPage',
);
const FacilitiesPage = lazyNamed(
  () => import('../features/facility/components/FacilitiesPage'),
  'FacilitiesPage',
);
const OverviewPage = lazyNamed(
  () => import('../features/dashboard/components/OverviewPage'),
  'OverviewPage',
);
const MfaSetupRequiredPage = lazyNamed(
  () => import('../auth/MfaSetupRequiredPage'),
  'MfaSetupRequiredPage',
);
const SetupPage = lazyNamed(() => import('../auth/SetupPage'), 'SetupPage');
const AuditLogPage = lazyNamed(
  () => import('../features/audit/components/AuditLogPage'),
  'AuditLogPage',
);
const OutboxPage = lazyNamed(
  () => import('../features/outbox/components/OutboxPage'),
  'OutboxPage',
);

const ADMIN_GROUPS: Group[] = ['SuperAdmins', 'Admins'];

function FullPageLoader() {
  return (
    <Center mih="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** product.md §2.1: who may open which path, and where everyone else is sent. */
export function AppRoutes() {
  const currentUser = useCurrentUser();
  const { online } = useNetwork();
  const queryClient = useQueryClient();
  const location = useLocation();
  const { refetch } = currentUser;
  const signedInAdmin =
    currentUser.status === 'signedIn' &&
    currentUser.group !== null &&
    ADMIN_GROUPS.includes(currentUser.group);
  const mfa = useMfaSetupRequired(signedInAdmin);

  // When the API says the session is gone, show the sign-in form again.
  useEffect(() => onSignedOut(refetch), [refetch]);

  const signOut = async () => {
    await authClient.signOut();
    queryClient.clear();
    refetch();
  };

  if (location.pathname === '/setup') {
    const token = new URLSearchParams(location.search).get('token') ?? '';
    return (
      <Suspense fallback={<FullPageLoader />}>
        <SetupPage token={token} onDone={refetch} />
      </Suspense>
    );
  }
  if (currentUser.status === 'loading') return <FullPageLoader />;
  // Without a network the session cannot be checked: say so rather than ask to sign in.
  if (currentUser.status === 'signedOut' && !online) return <OfflineShell />;
  if (currentUser.status === 'signedOut') return <SignedOutPages onSignedIn={refetch} />;
  if (mfa.required === null) return <FullPageLoader />;
  if (mfa.required) {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <MfaSetupRequiredPage onDone={mfa.recheck} onSignOut={() => void signOut()} />
      </Suspense>
    );
  }
  if (!currentUser.emailVerified && !verificationSkipped(currentUser.userId)) {
    return (
      <VerifyContactPage
        email={currentUser.email}
        onDone={() => {
          skipVerification(currentUser.userId);
          refetch();
        }}
      />
    );
  }

  const { group, email } = currentUser;
  const home = <Navigate to={homePathFor(group)} replace />;
  const isAdmin = group !== null && ADMIN_GROUPS.includes(group);
  const shell = (links: typeof ADMIN_LINKS, accountPath: string) => (
    <Suspense fallback={<FullPageLoader />}>
      <DashboardShell
        links={links}
        accountPath={accountPath}
        group={group}
        email={email}
        onSignOut={() => void signOut()}
      />
    </Suspense>
  );

  return (
    <SignedInUserIdContext.Provider value={currentUser.userId}>
      <Routes>
        <Route path="/" element={home} />
        <Route
          path="/unauthorized"
          element={
            <UnauthorizedPage group={group} email={email} onSignOut={() => void signOut()} />
          }
        />
        <Route
          path="/admin"
          element={
            isAdmin ? shell(ADMIN_LINKS, '/admin/account') : <Navigate to="/unauthorized" replace />
          }
        >
          <Route
            path="admins"
            element={
              group === 'SuperAdmins' ? <AdminsPage /> : <Navigate to="/unauthorized" replace />
            }
          />
          <Route path="account" element={<AccountPage />} />
          <Route path="volunteers" element={<VolunteersPage />} />
          <Route path="clients" element={<ClientsPage />} />
          <Route path="facilities" element={<FacilitiesPage />} />
          <Route path="resources" element={<ResourcesPage />} />
          <Route path="resources/requests" element={<ResourceRequestsPage />} />
          <Route path="programs" element={<ProgramsPage />} />
          <Route path="schedules" element={<SchedulesPage />} />
          <Route path="incidents" element={<IncidentsPage />} />
          <Route path="audit" element={<AuditLogPage />} />
          <Route
            path="outbox"
            element={
              group === 'SuperAdmins' ? <OutboxPage /> : <Navigate to="/unauthorized" replace />
            }
          />
          {/* Any other fragment shows the overview (product.md §2.1). */}
          <Route path="*" element={<OverviewPage />} />
          <Route index element={<OverviewPage />} />
        </Route>
        <Route
          path="/volunteer"
          element={
            group === 'Volunteers' ? (
              shell(VOLUNTEER_LINKS, '/volunteer/account')
            ) : (
              <Navigate to="/unauthorized" replace />
            )
          }
        >
          <Route path="account" element={<AccountPage />} />
          <Route path="schedule" element={<VolunteerSchedulePage />} />
          {/* product.md §2.2's /volunteer/Facilities; routes ignore case, so /volunteer/facilities too. */}
          <Route path="Facilities" element={<VolunteerFacilitiesPage />} />
          <Route path="activities" element={<VolunteerActivitiesPage />} />
          <Route path="contacts" element={<VolunteerContactsPage />} />
          <Route path="resources" element={<VolunteerResourcesPage />} />
          <Route path="*" element={<VolunteerDashboardPage />} />
          <Route index element={<VolunteerDashboardPage />} />
        </Route>
        <Route path="*" element={home} />
      </Routes>
    </SignedInUserIdContext.Provider>
  );
}
