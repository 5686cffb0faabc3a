/**
 * Module preload for the page asked for (decision 056): index.html names the chunks a signed-in
 * page needs (the signed-in frame, the page, and what they import, from the build's manifest), so
 * that the browser fetches them all at once, beside the entry script, instead of one after another
 * as each runs and finds the next.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The frame every signed-in page is shown in (AppRoutes' DashboardShell). */
const SIGNED_IN_FRAME = 'src/web/app/layouts/DashboardShell.tsx';

const page = (module: string) => `src/web/${module}.tsx`;
const OVERVIEW = page('features/dashboard/components/OverviewPage');
const VOLUNTEER_DASHBOARD = page('features/volunteer-portal/dashboard/VolunteerDashboardPage');

/**
 * The module each signed-in address shows, as src/web/app/AppRoutes.tsx routes them (a test
 * checks each is one AppRoutes loads lazily); other addresses under /admin show the overview,
 * under /volunteer the volunteer's dashboard.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/admin': OVERVIEW,
  '/admin/dashboard': OVERVIEW,
  '/admin/admins': page('features/admin/components/AdminsPage'),
  '/admin/account': page('features/account/components/AccountPage'),
  '/admin/volunteers': page('features/volunteer/components/VolunteersPage'),
  '/admin/clients': page('features/client/components/ClientsPage'),
  '/admin/facilities': page('features/facility/components/FacilitiesPage'),
  '/admin/resources': page('features/resource/components/ResourcesPage'),
  '/admin/resources/requests': page('features/resource-request/components/ResourceRequestsPage'),
  '/admin/programs': page('features/program/components/ProgramsPage'),
  '/admin/schedules': page('features/schedule/components/SchedulesPage'),
  '/admin/incidents': page('features/incident/components/IncidentsPage'),
  // The releases page is the client list's other export (one module, one chunk).
  '/admin/releases': page('features/client/components/ClientsPage'),
  '/admin/reentry-plan': page('features/reentry/components/ReentryPlanTemplatePage'),
  '/admin/reports': page('features/report/components/ReportsPage'),
  '/admin/retention': page('features/retention/components/RetentionPage'),
  '/admin/audit': page('features/audit/components/AuditLogPage'),
  '/admin/outbox': page('features/outbox/components/OutboxPage'),
  '/volunteer': VOLUNTEER_DASHBOARD,
  '/volunteer/dashboard': VOLUNTEER_DASHBOARD,
  '/volunteer/account': page('features/account/components/AccountPage'),
  '/volunteer/schedule': page('features/schedule/components/VolunteerSchedulePage'),
  '/volunteer/Facilities': page('features/volunteer-portal/facilities/VolunteerFacilitiesPage'),
  '/volunteer/activities': page('features/volunteer-portal/activities/VolunteerActivitiesPage'),
  '/volunteer/contacts': page('features/volunteer-portal/contacts/VolunteerContactsPage'),
  '/volunteer/resources': page('features/volunteer-portal/resources/VolunteerResourcesPage'),
};

/** A person's own file, at /admin/clients/<id>/file (product.md §3.3.5). */
const CLIENT_FILE = /^\/admin\/clients\/[^/]+\/file$/i;
const CLIENT_FILE_MODULE = page('features/client/components/ClientFilePage');

/** Addresses as the router matches them: without regard to case. */
const PAGE_MODULES_BY_LOWER_CASE = new Map(
  Object.entries(PAGE_MODULES).map(([address, module]) => [address.toLowerCase(), module]),
);

const trimmed = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** Whether the address is one of PAGE_MODULES' own (not one shown in their place). */
export function isListedPage(pathname: string): boolean {
  return PAGE_MODULES_BY_LOWER_CASE.has(trimmed(pathname).toLowerCase());
}

/** The page module an address shows once signed in, or null for a signed-out page. */
export function pageModuleOf(pathname: string): string | null {
  const address = trimmed(pathname);
  const known = PAGE_MODULES_BY_LOWER_CASE.get(address.toLowerCase());
  if (known) return known;
  if (CLIENT_FILE.test(address)) return CLIENT_FILE_MODULE;
  if (address.startsWith('/admin/')) return OVERVIEW;
  if (address.startsWith('/volunteer/')) return VOLUNTEER_DASHBOARD;
  return null;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The manifest Vite wrote beside the build (build.manifest), or null without one. */
export function readManifest(webBuildFolder: string): Manifest | null {
  const file = path.join(webBuildFolder, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null;
}

/** Text made safe inside a double-quoted HTML attribute (also used by spa.ts). */
export const htmlAttribute = (text: string) =>
  text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The `<link>` tags that preload what `modules` need: each chunk they import, however deep,
 * as a module preload; their styles as a preload (not a stylesheet: the boot shell must not
 * wait for them, decision 053); all at low priority, as the entry script is (decision 057), so
 * that neither the page's stylesheet nor the entry waits behind them. Files index.html already
 * names are left out.
 */
export function preloadLinks(manifest: Manifest, modules: string[], indexHtml: string): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const style of chunk.css ?? []) styles.add(style);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  const named = (file: string) => !indexHtml.includes(`/${file}"`);
  return [
    ...[...styles]
      .filter(named)
      .map(
        (file) =>
          `<link rel="preload" as="style" fetchpriority="low" href="/${htmlAttribute(file)}">`,
      ),
    ...[...scripts]
      .filter((file) => file.endsWith('.js') && named(file))
      .map(
        (file) =>
          `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${htmlAttribute(file)}">`,
      ),
  ].join('');
}

/** What to add to index.html's head for `pathname`: nothing for a page signed-out people see. */
export function pagePreloads(
  manifest: Manifest | null,
  indexHtml: string,
): (pathname: string) => string {
  const memo = new Map<string, string>();
  return (pathname) => {
    const module = manifest && pageModuleOf(pathname);
    if (!manifest || !module) return '';
    let links = memo.get(module);
    if (links === undefined) {
      links = preloadLinks(manifest, [SIGNED_IN_FRAME, module], indexHtml);
      memo.set(module, links);
    }
    return links;
  };
}
