/**
 * `npm start`: builds what is missing or stale (prepare-start.ts, through tsx in a child
 * process), then runs the server bundle in this process, so signals reach it directly. Plain
 * JavaScript on purpose: loading tsx in this process would cost seconds at every start and
 * memory for as long as the server runs (decision 017).
 */
import { execFileSync } from 'node:child_process';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { enginesNode, unsupportedNodeMessage } from './node-lines.mjs';

// On a Node.js line the project does not test, say so in one line and serve anyway: a small
// programme whose machine ships an older Node.js keeps its dashboard (decision 083).
const unsupported = unsupportedNodeMessage(process.versions.node, enginesNode());
if (unsupported) console.warn(unsupported);

try {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./prepare-start.ts', import.meta.url))],
    { stdio: 'inherit' },
  );
} catch {
  // The build printed what went wrong.
  process.exit(1);
}
await import('../dist/server/main.mjs');
