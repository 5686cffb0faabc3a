import type { Group } from '../../shared/permissions';

export interface NavLink {
  path: string;
  label: string;
  /** Shown only to super admins (Manage Admins, product.md §2.2). */
  superAdminOnly?: boolean;
}

/** Admin sidebar links, in the order of product.md §2.2. */
export const ADMIN_LINKS: NavLink[] = [
  { path: '/admin/dashboard', label: 'Dashboard' },
  { path: '/admin/admins', label: 'Manage Admins', superAdminOnly: true },
  { path: '/admin/volunteers', label: 'Manage Volunteers' },
  { path: '/admin/clients', label: 'Manage Clients' },
  { path: '/admin/schedules', label: 'Schedules' },
  { path: '/admin/facilities', label: 'Facilities' },
  { path: '/admin/resources', label: 'Resources' },
  { path: '/admin/programs', label: 'Programs' },
  { path: '/admin/incidents', label: 'Incidents' },
  // product.md §3.3.1: who is coming home within 30, 60 or 90 days, and how ready they are.
  { path: '/admin/releases', label: 'Releases' },
  // product.md §3.3.1: the steps every client's reentry plan starts with.
  { path: '/admin/reentry-plan', label: 'Reentry Plan' },
  // product.md §2.11: what the programme did, for its board and funders.
  { path: '/admin/reports', label: 'Reports' },
  // Decision 021: every change and every opening of a client record.
  { path: '/admin/audit', label: 'Audit log' },
  // product.md §3.3.8: how long people's details are kept.
  { path: '/admin/retention', label: 'Data Retention', superAdminOnly: true },
  // product.md §10: where e-mail waits when no SMTP server is configured.
  { path: '/admin/outbox', label: 'Outbox', superAdminOnly: true },
];

/** Volunteer sidebar links (product.md §2.2; "Facilities" keeps its capital F in the path). */
export const VOLUNTEER_LINKS: NavLink[] = [
  { path: '/volunteer/dashboard', label: 'Dashboard' },
  { path: '/volunteer/schedule', label: 'My Schedule' },
  { path: '/volunteer/Facilities', label: 'Facilities' },
  { path: '/volunteer/activities', label: 'Activities' },
  { path: '/volunteer/contacts', label: 'Contacts' },
  { path: '/volunteer/resources', label: 'Resources' },
];

export function sidebarHeading(group: Group | null): string {
  if (group === 'SuperAdmins') return 'Super Admin Panel';
  if (group === 'Admins') return 'Admin Panel';
  return 'Volunteer Portal';
}

export function dashboardTitle(group: Group | null): string {
  if (group === 'SuperAdmins') return 'Super Admin Dashboard';
  if (group === 'Admins') return 'Admin Dashboard';
  return 'Volunteer Dashboard';
}

/** The header's title on a phone, whole where the full one would be cut ('Super…'). */
export function shortDashboardTitle(group: Group | null): string {
  if (group === 'SuperAdmins') return 'Super Admin';
  if (group === 'Admins') return 'Admin';
  return 'Volunteer';
}

export function visibleLinks(links: NavLink[], group: Group | null): NavLink[] {
  return links.filter((link) => !link.superAdminOnly || group === 'SuperAdmins');
}
