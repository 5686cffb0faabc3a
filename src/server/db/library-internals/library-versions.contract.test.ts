/**
 * The libraries this folder reaches into are pinned exactly, to the versions its README says
 * the patches were written against, and those are the versions installed: an upgrade is a
 * deliberate change of all three, checked by the contract tests beside this one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const readme = fs.readFileSync(path.join(import.meta.dirname, 'README.md'), 'utf8');
/** Read from node_modules directly: some of these packages do not export their package.json. */
function installedVersion(library: string): string {
  const file = path.join(root, 'node_modules', library, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The "Written against" table: library → version. */
function writtenAgainst(): Map<string, string> {
  const table = new Map<string, string>();
  for (const [, library, version] of readme.matchAll(/^\| `([^`]+)`[^|]*\| ([0-9][0-9.]*)/gm)) {
    table.set(library!, version!);
  }
  return table;
}

describe('the libraries whose internals are reached', () => {
  const libraries = writtenAgainst();

  it('are the four the README names', () => {
    expect([...libraries.keys()].sort()).toEqual(
      ['@electric-sql/pglite', 'drizzle-kit', 'drizzle-orm', 'pg'].sort(),
    );
  });

  it.each([...writtenAgainst()])(
    '%s is pinned exactly to %s, and that is what is installed',
    (library, version) => {
      const pinned = manifest.dependencies[library] ?? manifest.devDependencies[library];
      expect(pinned).toBe(version);
      expect(installedVersion(library)).toBe(version);
    },
  );
});
