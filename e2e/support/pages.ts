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
