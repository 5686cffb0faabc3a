/** The app's pages, for journeys that visit every one (stored text, failed loads). */

/** Admin pages that show records. */
export const ADMIN_RECORD_PAGES = [
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
];

/**
 * Every admin page at an address of its own, which the every-page accessibility journey checks
 * (scripts/page-lists.test.ts fails for a route missing here).
 */
export const EVERY_ADMIN_PAGE = [
  ...ADMIN_RECORD_PAGES,
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
