/** dashboardStats (admins) and myVolunteerDashboard (volunteers). */
import { builder } from '../../graphql/builder';
import {
  CLEARANCE_NOTICE_DAYS,
  RELEASE_NOTICE_DAYS,
  rememberedDashboardStats,
  volunteerDashboardStats,
  type DashboardStats,
  type VolunteerDashboardStats,
} from './dashboard.service';
import { addDays, todayIn } from '../../../shared/domain/common/calendar';
import { gettingStarted, type GettingStarted } from './getting-started';

const DashboardStatsRef = builder
  .objectRef<
    DashboardStats & {
      today: string;
      followUpsDueBy: string;
      clearancesExpireBy: string;
      releasesBy: string;
    }
  >('DashboardStats')
  .implement({
    description: 'The overview figures of product.md §2.4 and what staff look at next',
    fields: (t) => ({
      activeVolunteers: t.exposeInt('activeVolunteers', {
        description: 'Volunteers with status ACTIVE',
      }),
      totalFacilities: t.exposeInt('totalFacilities'),
      recentPrograms: t.exposeInt('recentPrograms', {
        description: 'Programs dated within the last month',
      }),
      openIncidents: t.exposeInt('openIncidents', {
        description: 'Incident reports OPEN or UNDER_REVIEW',
      }),
      followUpsDueThisWeek: t.exposeInt('followUpsDueThisWeek', {
        description: 'Clients with a follow-up in the next 7 days',
      }),
      pendingScheduleRequests: t.exposeInt('pendingScheduleRequests', {
        description: 'Schedule requests PENDING whose visits are still ahead',
      }),
      pendingRequestsPassed: t.exposeInt('pendingRequestsPassed', {
        description:
          'Schedule requests still PENDING after their last visit ended: the Past tab with the Pending filter',
      }),
      today: t.exposeString('today', {
        description:
          "The programme's today (YYYY-MM-DD) the figures were counted on: the week of followUpsDueThisWeek starts on it",
      }),
      followUpsDueBy: t.exposeString('followUpsDueBy', {
        description: 'The last day (YYYY-MM-DD) of the week of followUpsDueThisWeek: today + 7',
      }),
      clearancesExpiringSoon: t.exposeInt('clearancesExpiringSoon', {
        description:
          'Volunteers with an APPROVED clearance expiring from today to clearancesExpireBy (product.md §3.2.1)',
      }),
      clearancesExpireBy: t.exposeString('clearancesExpireBy', {
        description: 'The last day (YYYY-MM-DD) of clearancesExpiringSoon: today + 30',
      }),
      releasesSoon: t.exposeInt('releasesSoon', {
        description:
          'Incarcerated clients whose release date is from today to releasesBy (product.md §3.3.1)',
      }),
      releasesBy: t.exposeString('releasesBy', {
        description: 'The last day (YYYY-MM-DD) of releasesSoon: today + 30',
      }),
      clientsWithOverdueSteps: t.exposeInt('clientsWithOverdueSteps', {
        description:
          'Clients with an OPEN reentry step whose day (release date + offsetDays) is before today',
      }),
      clientsWithCheckInsDue: t.exposeInt('clientsWithCheckInsDue', {
        description:
          'Clients in the community with a check-in after release (30, 90 or 180 days) due by today and not recorded (product.md §3.3.2)',
      }),
      releasedWithoutId: t.exposeInt('releasedWithoutId', {
        description:
          "Clients in the community released in the last 30 days without a State ID or driver's licence in hand (product.md §3.3.9)",
      }),
      resourcesToReorder: t.exposeInt('resourcesToReorder', {
        description: 'Resources at or below their reorder threshold',
      }),
    }),
  });

const GettingStartedRef = builder.objectRef<GettingStarted>('GettingStarted').implement({
  description: "A new installation's first steps, each done once the data shows it",
  fields: (t) => ({
    facilityAdded: t.exposeBoolean('facilityAdded'),
    teamInvited: t.exposeBoolean('teamInvited', {
      description: 'Another admin or a volunteer exists',
    }),
    clientAdded: t.exposeBoolean('clientAdded'),
    emailSetUp: t.exposeBoolean('emailSetUp', {
      description: 'E-mail goes out through SMTP instead of waiting in the outbox',
    }),
  }),
});

const VolunteerDashboardRef = builder
  .objectRef<VolunteerDashboardStats>('VolunteerDashboardStats')
  .implement({
    description: "A volunteer's own figures (product.md §2.10)",
    fields: (t) => ({
      totalProgramsThisMonth: t.exposeInt('totalProgramsThisMonth'),
      activeClients: t.exposeInt('activeClients', {
        description: 'Clients assigned to the volunteer with status ACTIVE',
      }),
      hoursDedicatedThisMonth: t.exposeFloat('hoursDedicatedThisMonth', {
        description:
          "Hours of this month's programs that took place: up to today, not cancelled or postponed",
      }),
      facilitiesCovered: t.exposeInt('facilitiesCovered', {
        description: 'Facilities where the volunteer leads programs',
      }),
      releasesSoon: t.exposeInt('releasesSoon', {
        description:
          'Incarcerated clients assigned to the volunteer whose release date is within 30 days (product.md §3.3.1)',
      }),
      overdueReentrySteps: t.exposeInt('overdueReentrySteps', {
        description:
          'OPEN reentry steps the volunteer owns, of clients assigned to them, whose day has passed',
      }),
      checkInsDue: t.exposeInt('checkInsDue', {
        description:
          'Clients assigned to the volunteer with a check-in after release due by today and not recorded (product.md §3.3.2)',
      }),
    }),
  });

builder.queryFields((t) => ({
  dashboardStats: t.field({
    type: DashboardStatsRef,
    authScopes: { permission: 'dashboard.adminStats' },
    resolve: async (_root, _args, context) => {
      const today = todayIn(context.orgTimeZone);
      const stats = await rememberedDashboardStats(
        context.db,
        today,
        new Date(),
        context.overviewMemory,
      );
      return {
        ...stats,
        today,
        followUpsDueBy: addDays(today, 7),
        clearancesExpireBy: addDays(today, CLEARANCE_NOTICE_DAYS),
        releasesBy: addDays(today, RELEASE_NOTICE_DAYS),
      };
    },
  }),
  gettingStarted: t.field({
    type: GettingStartedRef,
    authScopes: { permission: 'dashboard.adminStats' },
    resolve: (_root, _args, context) => gettingStarted(context.db, context.mailRoute.delivery),
  }),
  myVolunteerDashboard: t.field({
    type: VolunteerDashboardRef,
    authScopes: { permission: 'dashboard.volunteerStats' },
    resolve: (_root, _args, context) =>
      volunteerDashboardStats(context.db, context.viewer!.userId, {
        timeZone: context.orgTimeZone,
        now: new Date(),
      }),
  }),
}));
