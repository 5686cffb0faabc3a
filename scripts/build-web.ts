/** `npm run build`: the web app and the server's render of the sign-in page (builds.ts). */
import { buildWeb } from './builds';

buildWeb();
