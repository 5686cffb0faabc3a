/** The app's pages, for journeys that visit every one (stored text, failed loads). */

/**
 * Every admin page at an address of its own: the every-page accessibility journey, failed loads
 * and stored text visit each (scripts/page-lists.test.ts fails for a route missing here).
 */
export const EVERY_ADMIN_PAGE = [
  '/admin/dashboard',
  '/admin/admins',
  '/admin/volunteers',
  '/admin/clients',
  '/admin/schedules',
  '/admin/facilities',
  '/admin/resources',
  '/admin/resources/requests',
  '/admin/programs',
  '/admin/incidents',
  '/admin/outbox',
  '/admin/releases',
  '/admin/reentry-plan',
  '/admin/reports',
  '/admin/audit',
  '/admin/retention',
  '/admin/account',
];

/** Every page of the volunteer portal. */
export const VOLUNTEER_PAGES = [
  '/volunteer/dashboard',
  '/volunteer/schedule',
  '/volunteer/Facilities',
  '/volunteer/activities',
  '/volunteer/contacts',
  '/volunteer/resources',
  '/volunteer/account',
];
