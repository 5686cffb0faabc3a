/** Module preload of a signed-in page's chunks (decision 056). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../paths';
import { PAGE_MODULES, pageModuleOf, preloadLinks } from './page-preload';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_Text-1.js'] },
  '_Text-1.js': { file: 'assets/Text-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['index.html', '_deep-1.js'] },
  '_deep-1.js': { file: 'assets/deep-1.js', css: ['assets/deep-1.css'] },
  'src/web/app/layouts/DashboardShell.tsx': {
    file: 'assets/DashboardShell-1.js',
    imports: ['index.html', '_Text-1.js', '_shared-1.js'],
    css: ['assets/DashboardShell-1.css'],
  },
  'src/web/features/client/components/ClientsPage.tsx': {
    file: 'assets/ClientsPage-1.js',
    imports: ['_shared-1.js', '_Text-1.js'],
  },
};
const INDEX_HTML =
  '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/Text-1.js"></head>';

describe('preloadLinks', () => {
  it('names every chunk the modules import, however deep, each once, and their styles as preloads', () => {
    const links = preloadLinks(
      MANIFEST,
      [
        'src/web/app/layouts/DashboardShell.tsx',
        'src/web/features/client/components/ClientsPage.tsx',
      ],
      INDEX_HTML,
    );
    const hrefs = [
      // Each at low priority, as the entry script (decision 057).
      ...links.matchAll(
        /<link rel="(\w+)"(?: as="style")? fetchpriority="low"(?: crossorigin)? href="([^"]+)">/g,
      ),
    ].map(([, rel, href]) => `${rel} ${href}`);
    expect(hrefs.sort()).toEqual(
      [
        'modulepreload /assets/ClientsPage-1.js',
        'modulepreload /assets/DashboardShell-1.js',
        'modulepreload /assets/deep-1.js',
        'modulepreload /assets/shared-1.js',
        // Not a stylesheet: the page's boot shell paints without waiting for it.
        'preload /assets/DashboardShell-1.css',
        'preload /assets/deep-1.css',
      ].sort(),
    );
    // What index.html already loads is not named again.
    expect(links).not.toContain('index-1.js');
    expect(links).not.toContain('Text-1.js');
  });
});

describe('pageModuleOf', () => {
  it.each([
    ['/admin/clients', 'src/web/features/client/components/ClientsPage.tsx'],
    ['/admin/clients/', 'src/web/features/client/components/ClientsPage.tsx'],
    [
      '/admin/resources/requests',
      'src/web/features/resource-request/components/ResourceRequestsPage.tsx',
    ],
    ['/admin/no-such-page', 'src/web/features/dashboard/components/OverviewPage.tsx'],
    ['/admin/Reports', 'src/web/features/report/components/ReportsPage.tsx'],
    [
      '/volunteer/facilities',
      'src/web/features/volunteer-portal/facilities/VolunteerFacilitiesPage.tsx',
    ],
    ['/admin/clients/c-1/file', 'src/web/features/client/components/ClientFilePage.tsx'],
    ['/volunteer', 'src/web/features/volunteer-portal/dashboard/VolunteerDashboardPage.tsx'],
    ['/', null],
    ['/reset-password', null],
  ])('%s shows %s', (pathname, module) => {
    expect(pageModuleOf(pathname)).toBe(module);
  });

  it('names only modules the app loads lazily, so that each is a chunk of its own in the build', () => {
    const routes = fs.readFileSync(path.join(projectRoot, 'src/web/app/AppRoutes.tsx'), 'utf8');
    // import('../features/…') and import('./layouts/…') in src/web/app/AppRoutes.tsx.
    const lazyModules = new Set(
      [...routes.matchAll(/import\('(\.\.?)\/([^']+)'\)/g)].map(([, up, module]) =>
        up === '..' ? `src/web/${module}.tsx` : `src/web/app/${module}.tsx`,
      ),
    );
    for (const [address, module] of Object.entries(PAGE_MODULES)) {
      expect(lazyModules.has(module), `${address}: ${module}`).toBe(true);
    }
    expect(lazyModules.has('src/web/app/layouts/DashboardShell.tsx')).toBe(true);
  });
});
