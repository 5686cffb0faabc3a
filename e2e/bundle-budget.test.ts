/**
 * Front-end budgets (issue "Benchmarks and performance budgets"): what a page must download
 * before it can show anything, gzipped. Pages are split (React.lazy), so each screen loads its
 * own code; the sign-in page carries none of the dashboard's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { webBuildFolder } from '../src/server/paths';

const JS_BUDGET = 200 * 1024;
const CSS_BUDGET = 45 * 1024;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const manifest = JSON.parse(
  fs.readFileSync(path.join(webBuildFolder, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

/** Files loaded before a module runs: the chunk and its static imports, transitively. */
function initialFiles(modules: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return { js, css };
}

function gzippedSize(files: Set<string>): number {
  return [...files].reduce(
    (total, file) => total + gzipSync(fs.readFileSync(path.join(webBuildFolder, file))).length,
    0,
  );
}

// The modules each screen needs before it renders: the entry (sign-in, the dashboard's frame)
// and, for the overview, its own lazily loaded page.
const SCREENS: Record<string, string[]> = {
  'sign-in page': ['index.html'],
  'admin overview': ['index.html', 'src/web/features/dashboard/components/OverviewPage.tsx'],
};

describe('front-end budgets', () => {
  it.each(Object.entries(SCREENS))(
    'the %s loads at most 200 KiB of JavaScript and 45 KiB of CSS, gzipped',
    (_screen, modules) => {
      for (const module of modules) expect(manifest[module], module).toBeDefined();
      const { js, css } = initialFiles(modules);
      expect(js.size).toBeGreaterThan(0);
      const jsBytes = gzippedSize(js);
      const cssBytes = gzippedSize(css);
      console.log(
        `${_screen}: JavaScript ${(jsBytes / 1024).toFixed(1)} KiB, CSS ${(cssBytes / 1024).toFixed(1)} KiB (gzipped)`,
      );
      expect(jsBytes).toBeLessThanOrEqual(JS_BUDGET);
      expect(cssBytes).toBeLessThanOrEqual(CSS_BUDGET);
    },
  );

  it('keeps the dashboard pages out of the first download', () => {
    const { js } = initialFiles(['index.html']);
    const lazyPages = Object.entries(manifest).filter(
      ([key]) => key.includes('/features/') && key.endsWith('Page.tsx'),
    );
    expect(lazyPages.length).toBeGreaterThan(0);
    for (const [, chunk] of lazyPages) expect(js.has(chunk.file)).toBe(false);
  });
});
