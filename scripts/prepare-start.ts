/** Builds what `npm start` runs when it is missing or older than its sources (builds.ts). */
import { ensureServerBuild, ensureWebBuild } from './builds';

ensureWebBuild();
await ensureServerBuild();
