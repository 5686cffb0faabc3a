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
const ReleasesPage = lazyNamed(
  () => import('../features/client/components/ClientsPage'),
  'ReleasesPage',
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
const ReentryPlanTemplatePage = lazyNamed(
  () => import('../features/reentry/components/ReentryPlanTemplatePage'),
  'ReentryPlanTemplatePage',
);
const AuditLogPage = lazyNamed(
  () => import('../features/audit/components/AuditLogPage'),
  'AuditLogPage',
);
const ReportsPage = lazyNamed(
  () => import('../features/report/components/ReportsPage'),
  'ReportsPage',
);
const ClientFilePage = lazyNamed(
  () => import('../features/client/components/ClientFilePage'),
  'ClientFilePage',
);
const RetentionPage = lazyNamed(
  () => import('../features/retention/components/RetentionPage'),
  'RetentionPage',
);
const OutboxPage = lazyNamed(
  () => import('../features/outbox/components/OutboxPage'),
  'OutboxPage',
);

/**
 * The pages under /admin by path; any other path there shows the overview (product.md §2.1).
 * scripts/page-lists.test.ts holds the navigation, the server's preload and the accessibility
 * journey to these and VOLUNTEER_PAGES.
 */
export const ADMIN_PAGES = {
  admins: AdminsPage,
  account: AccountPage,
  volunteers: VolunteersPage,
  clients: ClientsPage,
  // A person's own file (product.md §3.3.5), opened from the client's details.
  'clients/:id/file': ClientFilePage,
  facilities: FacilitiesPage,
  resources: ResourcesPage,
  'resources/requests': ResourceRequestsPage,
  programs: ProgramsPage,
  schedules: SchedulesPage,
  incidents: IncidentsPage,
  releases: ReleasesPage,
  'reentry-plan': ReentryPlanTemplatePage,
  reports: ReportsPage,
  audit: AuditLogPage,
  // product.md §3.3.8: how long people's details are kept, and removing what is due.
  retention: RetentionPage,
  outbox: OutboxPage,
};
export const SUPER_ADMIN_PAGES = new Set(['admins', 'outbox', 'retention']);

/** The portal's pages by path; any other path there shows the volunteer's dashboard. */
export const VOLUNTEER_PAGES = {
  account: AccountPage,
  schedule: VolunteerSchedulePage,
  // product.md §2.2's /volunteer/Facilities; routes ignore case, so /volunteer/facilities too.
  Facilities: VolunteerFacilitiesPage,
  activities: VolunteerActivitiesPage,
  contacts: VolunteerContactsPage,
  resources: VolunteerResourcesPage,
};

function pageAt(
  pages: Record<string, { preload(): Promise<void> }>,
  rest: string,
): { preload(): Promise<void> } | undefined {
  const path = Object.keys(pages).find((key) => key.toLowerCase() === rest.toLowerCase());
  return path === undefined ? undefined : pages[path];
}

/**
 * Starts the code of the signed-in frame and of the page at `pathname` (fetched beside the
 * entry, decision 056) before the first render reaches them (decision 064). Settles when done or
 * failed; a failure shows when the page renders, as it would have.
 */
export function preloadSignedInPage(pathname: string): Promise<void> {
  const [, area = '', ...rest] = pathname.replace(/\/+$/, '').split('/');
  const page =
    area.toLowerCase() === 'admin'
      ? (pageAt(ADMIN_PAGES, rest.join('/')) ?? OverviewPage)
      : area.toLowerCase() === 'volunteer'
        ? (pageAt(VOLUNTEER_PAGES, rest.join('/')) ?? VolunteerDashboardPage)
        : null;
  if (!page) return Promise.resolve();
  return Promise.all([DashboardShell.preload(), page.preload()]).then(() => undefined);
}

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
          {Object.entries(ADMIN_PAGES).map(([path, Page]) => (
            <Route
              key={path}
              path={path}
              element={
                SUPER_ADMIN_PAGES.has(path) && group !== 'SuperAdmins' ? (
                  <Navigate to="/unauthorized" replace />
                ) : (
                  <Page />
                )
              }
            />
          ))}
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
          {Object.entries(VOLUNTEER_PAGES).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<VolunteerDashboardPage />} />
          <Route index element={<VolunteerDashboardPage />} />
        </Route>
        <Route path="*" element={home} />
      </Routes>
    </SignedInUserIdContext.Provider>
  );
}
