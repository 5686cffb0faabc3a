/**
 * The signed-in pages are routed in one place: ADMIN_PAGES and VOLUNTEER_PAGES in
 * src/web/app/AppRoutes.tsx (the browser's preload of a page reads them too). Pages cannot follow
 * from the record types (not every type has a page, and some pages show none), so the other lists
 * that must name every page are checked here against the routes: the sidebar, the server's
 * preload of a page's code and the every-page accessibility journey. Each failure names the one
 * list a page must join.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVERY_ADMIN_PAGE, VOLUNTEER_PAGES as AXE_VOLUNTEER_PAGES } from '../e2e/support/pages';
import { pageModuleOf, PAGE_MODULES } from '../src/server/http/page-preload';
import { ADMIN_PAGES, SUPER_ADMIN_PAGES, VOLUNTEER_PAGES } from '../src/web/app/AppRoutes';
import { ADMIN_LINKS, VOLUNTEER_LINKS } from '../src/web/app/navigation';

/** Each routed page's address ('/admin/clients/:id/file'), the dashboards' (the index) first. */
const ADMIN_ADDRESSES = ['/admin/dashboard', ...Object.keys(ADMIN_PAGES).map((p) => `/admin/${p}`)];
const VOLUNTEER_ADDRESSES = [
  '/volunteer/dashboard',
  ...Object.keys(VOLUNTEER_PAGES).map((p) => `/volunteer/${p}`),
];
const ADDRESSES = [...ADMIN_ADDRESSES, ...VOLUNTEER_ADDRESSES];

/** Routes ignore case (/volunteer/facilities is /volunteer/Facilities); ':id' is any id. */
const routeOf = (address: string) =>
  ADDRESSES.find((route) => {
    const pattern = route.toLowerCase().replace(/:[a-z]+/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(address.toLowerCase());
  });

/** Pages reached otherwise than from the sidebar: how. */
const REACHED_WITHOUT_A_LINK: Readonly<Record<string, string>> = {
  '/admin/account': "the top bar's account button",
  '/volunteer/account': "the top bar's account button",
  '/admin/clients/:id/file': "a client's details ('Client file of …')",
  '/admin/resources/requests': 'the Resources page',
};

/**
 * Pages the every-page journey cannot visit (an address with a record's id in it), checked with
 * axe-core by the journey that opens them instead.
 */
const AXE_CHECKED_ELSEWHERE: Readonly<Record<string, string>> = {
  '/admin/clients/:id/file': 'e2e/consent.test.ts',
};

const isDashboard = (address: string) => address.endsWith('/dashboard');

describe('every signed-in page', () => {
  it('has a link in the sidebar, or a way to it named here', () => {
    const linked = [...ADMIN_LINKS, ...VOLUNTEER_LINKS].map((link) => routeOf(link.path));
    expect(
      ADDRESSES.filter(
        (address) => !linked.includes(address) && !Object.hasOwn(REACHED_WITHOUT_A_LINK, address),
      ).map(
        (address) =>
          `${address}: add a link to ${address.startsWith('/admin') ? 'ADMIN_LINKS' : 'VOLUNTEER_LINKS'} in src/web/app/navigation.ts (or, reached another way, to REACHED_WITHOUT_A_LINK in scripts/page-lists.test.ts)`,
      ),
    ).toEqual([]);
    expect(
      [...ADMIN_LINKS, ...VOLUNTEER_LINKS]
        .filter((link) => routeOf(link.path) === undefined)
        .map((link) => `${link.path}: no page there: add it to src/web/app/AppRoutes.tsx`),
    ).toEqual([]);
  });

  it("is in the super admins' sidebar only when only super admins may open it", () => {
    const wrong = ADMIN_LINKS.flatMap((link) => {
      const page = routeOf(link.path)?.slice('/admin/'.length);
      const superAdminsOnly = page !== undefined && SUPER_ADMIN_PAGES.has(page);
      if (Boolean(link.superAdminOnly) === superAdminsOnly) return [];
      return [
        superAdminsOnly
          ? `${link.path}: only super admins may open it: mark its link superAdminOnly in ADMIN_LINKS (src/web/app/navigation.ts)`
          : `${link.path}: its link is for super admins only, the page is not: add it to SUPER_ADMIN_PAGES in src/web/app/AppRoutes.tsx, or drop superAdminOnly`,
      ];
    });
    expect(wrong).toEqual([]);
  });

  it("has its code preloaded by the server (the page's own, not the overview's)", () => {
    const fallback = new Set([
      pageModuleOf('/admin/dashboard'),
      pageModuleOf('/volunteer/dashboard'),
    ]);
    expect(
      ADDRESSES.filter(
        (address) =>
          !isDashboard(address) && fallback.has(pageModuleOf(address.replace(':id', 'c-1'))),
      ).map((address) => `${address}: add it to PAGE_MODULES in src/server/http/page-preload.ts`),
    ).toEqual([]);
    expect(
      Object.keys(PAGE_MODULES)
        .filter((address) => address !== '/admin' && address !== '/volunteer')
        .filter((address) => routeOf(address) === undefined)
        .map(
          (address) =>
            `${address}: no page there: remove it from PAGE_MODULES in src/server/http/page-preload.ts`,
        ),
    ).toEqual([]);
  });

  it('is checked with axe-core: by the every-page journey, or by the journey named here', () => {
    const visited = [...EVERY_ADMIN_PAGE, ...AXE_VOLUNTEER_PAGES].map(routeOf);
    expect(
      ADDRESSES.filter(
        (address) => !visited.includes(address) && !Object.hasOwn(AXE_CHECKED_ELSEWHERE, address),
      ).map(
        (address) =>
          `${address}: add it to ${address.startsWith('/admin') ? 'EVERY_ADMIN_PAGE' : 'VOLUNTEER_PAGES'} in e2e/support/pages.ts (e2e/accessibility-every-page.test.ts visits each)`,
      ),
    ).toEqual([]);
    expect(
      [...EVERY_ADMIN_PAGE, ...AXE_VOLUNTEER_PAGES]
        .filter((address) => routeOf(address) === undefined)
        .map((address) => `${address}: no page there: remove it from e2e/support/pages.ts`),
    ).toEqual([]);
    for (const [address, journey] of Object.entries(AXE_CHECKED_ELSEWHERE)) {
      const text = fs.readFileSync(path.join(process.cwd(), journey), 'utf8');
      expect(text.includes('accessibilityViolations('), `${address}: ${journey}`).toBe(true);
    }
  });
});
