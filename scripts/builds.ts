/**
 * What `npm start` runs, built when missing or older than its sources: the web app (Vite, into
 * dist/web) and the server (esbuild: dist/server/server.cjs, one file, and dist/server/main.mjs,
 * which runs it with a code cache). The server bundle starts in well under a second where loading
 * the TypeScript sources through tsx takes several, and holds less memory (decisions 017, 034).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { projectRoot, serverBundle, serverCode, webBuildFolder } from '../src/server/paths';

const COMMON_SOURCES = ['src/shared', 'package-lock.json'];
const WEB_SOURCES = [...COMMON_SOURCES, 'src/web', 'public', 'index.html', 'vite.config.ts'];
const SERVER_SOURCES = [...COMMON_SOURCES, 'src/server', 'scripts/builds.ts'];

function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function isCurrent(output: string, sources: string[]): boolean {
  if (!fs.existsSync(output)) return false;
  const built = fs.statSync(output).mtimeMs;
  return sources.every((source) => newestChange(path.join(projectRoot, source)) <= built);
}

/** What `npm run build` writes last: the server's render of the sign-in page (decision 079). */
const webRenderModule = path.join(projectRoot, 'dist', 'web-render', 'page-render.cjs');

export const webBuildIsCurrent = () =>
  isCurrent(path.join(webBuildFolder, 'index.html'), WEB_SOURCES) &&
  isCurrent(webRenderModule, WEB_SOURCES);
export const serverBuildIsCurrent = () => isCurrent(serverBundle, SERVER_SOURCES);

/**
 * Builds the web app (dist/web), then the module with which the server renders the sign-in
 * page (dist/web-render; vite.config.ts).
 */
export function buildWeb(): void {
  for (const mode of ['production', 'server-render']) {
    execFileSync(
      process.execPath,
      [
        path.join(projectRoot, 'node_modules/vite/bin/vite.js'),
        'build',
        '--mode',
        mode,
        '--logLevel',
        'warn',
      ],
      {
        cwd: projectRoot,
        stdio: 'inherit',
        // Vite keeps an inherited NODE_ENV (vitest sets "test"), which would ship React's
        // development build; the served app is always the production one.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  }
}

export function ensureWebBuild(): void {
  if (webBuildIsCurrent()) return;
  console.log('Building the web app (first start or changed sources)...');
  buildWeb();
}

/**
 * A deep import such as `graphql/language/parser` (graphql-armor's token limit) names the
 * CommonJS file; beside the ES module build it would bring a second copy of graphql, whose
 * GraphQLError the first copy's `instanceof` does not know. Such imports get the `.mjs` twin.
 */
const graphqlAsOneModuleCopy: Plugin = {
  name: 'graphql-as-one-module-copy',
  setup(builder) {
    builder.onResolve({ filter: /^graphql\/.+/ }, (args) => {
      const twin = path.join(projectRoot, 'node_modules', `${args.path.replace(/\.js$/, '')}.mjs`);
      return fs.existsSync(twin) ? { path: twin } : undefined;
    });
  },
};

/** What every Node build shares: one file for Node 20, with its dependencies in it. */
const FOR_NODE = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
  write: false,
} as const;

/**
 * How a server's dependencies are bundled: the product's, and the benchmark's reference server
 * (bench/reference-server.ts), which must load the same libraries the same way to be compared.
 */
const SERVER_DEPENDENCIES = {
  // Packages that ship both builds: the ES module one. graphql's CommonJS build, bundled, reached
  // every one of its functions through a getter (__toESM), a twentieth of a list page's CPU.
  mainFields: ['module', 'main'],
  plugins: [graphqlAsOneModuleCopy],
  // PGlite finds its WebAssembly files beside its own modules; pg-native is optional in pg.
  external: ['@electric-sql/pglite', 'pg-native'],
};

/** `entry` as one ES module file for Node, written whole to `outfile`. */
export async function buildNodeModule(entry: string, outfile: string): Promise<void> {
  const result = await build({
    entryPoints: [entry],
    outfile,
    ...FOR_NODE,
    ...SERVER_DEPENDENCIES,
    format: 'esm',
    // The CommonJS packages inside require Node's own modules, which an ES module has no
    // `require` for.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  writeWhole(outfile, result.outputFiles[0]!.contents);
}

export async function ensureServerBuild(): Promise<void> {
  if (serverBuildIsCurrent()) return;
  console.log('Building the server (first start or changed sources)...');
  const server = await build({
    entryPoints: [path.join(projectRoot, 'src/server/main.ts')],
    outfile: serverCode,
    ...FOR_NODE,
    // A script, not an ES module: Node 20 can cache the compiled code of a script only
    // (src/server/bundle/code-cache.ts, decision 034).
    format: 'cjs',
    // `import()` as `require()`: PGlite (outside the bundle) ships both builds, and the bundled
    // drizzle driver requires it; one copy of it, not one per kind of import.
    supported: { 'dynamic-import': false },
    // paths.ts finds the project from its own location.
    define: { 'import.meta.url': '__bundleUrl' },
    banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
    // Whitespace and syntax only (decision 028): the server holds its source text in memory, and
    // 4.6 MB instead of 7 MB is ~13 MiB less resident under load. Names are kept, so logged
    // stack traces and CPU profiles still name every function.
    minifyWhitespace: true,
    minifySyntax: true,
    ...SERVER_DEPENDENCIES,
  });
  const entry = await build({
    entryPoints: [path.join(projectRoot, 'src/server/bundle/entry.ts')],
    outfile: serverBundle,
    ...FOR_NODE,
    format: 'esm',
  });
  // The entry last: the build is current once it is newer than the sources.
  writeWhole(serverCode, server.outputFiles[0]!.contents);
  writeWhole(serverBundle, entry.outputFiles[0]!.contents);
}

/**
 * Written beside it, then renamed: a process starting the server meanwhile (a test, a second
 * `npm start`) reads the old file or the new one, never half of one.
 */
function writeWhole(file: string, contents: Uint8Array): void {
  const partial = `${file}.${process.pid}.partial`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(partial, contents);
  fs.renameSync(partial, file);
}
