/** The pages `npm run bench` audits as a phone loads them (page-audit.ts), and their targets. */

export interface AuditedPage {
  name: string;
  path: string;
  /** Who is signed in while it loads; null: nobody (the sign-in page). */
  as: 'admin' | 'volunteer' | null;
}

/**
 * The pages with phone targets (docs/benchmarks.md): FCP ≤ 1.8 s, LCP ≤ 2.5 s, total blocking
 * time ≤ 200 ms and a performance score of 0.9 or more on each.
 */
export const AUDITED_PAGES: readonly AuditedPage[] = [
  { name: 'Sign-in page', path: '/', as: null },
  { name: 'Admin overview', path: '/admin', as: 'admin' },
  { name: 'Manage Clients', path: '/admin/clients', as: 'admin' },
  { name: 'Schedules', path: '/admin/schedules', as: 'admin' },
  { name: 'Resources', path: '/admin/resources', as: 'admin' },
  { name: 'Reports', path: '/admin/reports', as: 'admin' },
  { name: 'Volunteer dashboard', path: '/volunteer', as: 'volunteer' },
  { name: 'Volunteer schedule', path: '/volunteer/schedule', as: 'volunteer' },
];

/**
 * The one page a smoke run audits (decision 084): an audit takes about a quarter of a minute on
 * two idle cores, the eight would triple the run, and every page goes through the same code.
 * Signed in, so the audit's sign-in is run too.
 */
export const SMOKE_AUDITED_PAGE = 'Manage Clients';
