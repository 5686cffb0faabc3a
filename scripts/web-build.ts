// Moved to builds.ts; kept while e2e/support/global-setup.ts still imports it from here.
export { ensureWebBuild, webBuildIsCurrent } from './builds';
