/**
 * `npm start`: builds the web app when it is missing or older than its sources, then runs the
 * server in this process (so signals reach it directly).
 */
import { ensureWebBuild } from './web-build';

ensureWebBuild();
await import('../src/server/main');
