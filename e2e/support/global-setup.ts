import { ensureWebBuild } from '../../scripts/web-build';

/** End-to-end tests drive the built app, as users get it from `npm start`. */
export default function setup() {
  ensureWebBuild();
}
