/**
 * The smoke pass (decision 083): the dashboard as the README starts it, on the Node.js that runs
 * this script (`node scripts/smoke.mjs`, that Node.js first on PATH). CI runs it on every
 * supported line but the one that runs the full suite, and on the machine's own Node.js when it
 * is older. The packages are installed once, by any line: none of them is built for one.
 *
 * 1. `npm start` on an empty data directory: it builds what is missing, prints the one-time
 *    set-up link, and (only on an unsupported line, as its first line) which lines are supported.
 * 2. The link creates the first super admin; they sign in, their page renders, and one write
 *    (a facility, through GraphQL) is read back on a rendered page.
 * 3. The server stops; `npm run users -- batch` adds an admin, a volunteer and a client; a second
 *    `npm start` serves each of them their page.
 *
 * Prints one line per step and exits non-zero, with the server's output, at the first failure.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { enginesNode, unsupportedNodeMessage } from './node-lines.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'Smoke-Test-2026!';
const started = Date.now();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-smoke-'));
// npm and `npm start`'s own `node` resolve through PATH: this script's Node.js goes first.
const env = {
  ...process.env,
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  NPM_CONFIG_UPDATE_NOTIFIER: 'false',
};
for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'PORT']) delete env[name];

function step(text) {
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${text}`);
}

class SmokeFailure extends Error {}
function check(condition, problem) {
  if (!condition) throw new SmokeFailure(problem);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to its end; resolves with its exit code and output. */
function run(command, args, input) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
    child.stdin.end(input ?? '');
  });
}

let server = null;

/** `npm start`, resolved once it says it is running. */
async function npmStart() {
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exit = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  server = {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      // As a service manager stops it: SIGTERM to the server process, which holds the data
      // directory's lock (its pid is in it); npm then exits with the server's code.
      if (child.exitCode === null) {
        const lock = JSON.parse(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8'));
        process.kill(lock.pid, 'SIGTERM');
      }
      const code = await exit;
      server = null;
      return code;
    },
  };
  // The first start builds the web app and the server when they are missing (minutes).
  const deadline = Date.now() + 10 * 60_000;
  while (!output.includes('is running at')) {
    check(child.exitCode === null, `npm start exited with ${child.exitCode}`);
    check(Date.now() < deadline, 'npm start did not say it was running within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

/** Signs in with the e-mail form's endpoint; returns the session cookie. */
async function signIn(baseUrl, email) {
  const answer = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  check(answer.status === 200, `signing in as ${email} answered ${answer.status}`);
  const cookie = answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  check(cookie.includes('session_token'), `signing in as ${email} set no session cookie`);
  return cookie;
}

/**
 * A page as the server serves it to this session: answered, and the page's state block naming
 * who it is for (decision 058). Not the page's drawn content: on a busy machine the server sends
 * the page for the browser to draw instead (decision 080), and this pass has no browser.
 */
async function page(baseUrl, cookie, pathname, email, group) {
  const answer = await fetch(`${baseUrl}${pathname}`, { headers: { cookie } });
  check(answer.status === 200, `${pathname} answered ${answer.status}`);
  const html = await answer.text();
  const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html);
  check(state, `${pathname} has no page-state block (${html.length} characters)`);
  const { session } = JSON.parse(state[1]);
  check(
    session?.user?.email === email && session?.user?.group === group,
    `${pathname} is for ${JSON.stringify(session)}, not ${email} of ${group}`,
  );
}

async function graphql(baseUrl, cookie, query, variables) {
  const answer = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = await answer.json();
  check(!body.errors, `GraphQL answered errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function smoke() {
  const version = process.versions.node;
  console.log(`Smoke pass on Node.js ${version}`);
  const warning = unsupportedNodeMessage(version, enginesNode());

  let app = await npmStart();
  const firstLine = app
    .output()
    .split('\n')
    .find((line) => line.trim() && !line.startsWith('>'));
  if (warning) check(firstLine === warning, `npm start's first line is not "${warning}"`);
  else check(!app.output().includes('is not supported'), 'npm start calls this line unsupported');
  step(`npm start serves ${app.baseUrl}${warning ? ` after saying: ${warning}` : ''}`);

  const link = /(http:\/\/\S+\/setup\?token=\S+)/.exec(app.output())?.[1];
  check(link, 'npm start printed no set-up link on an empty data directory');
  const token = new URL(link).searchParams.get('token');
  const setup = await fetch(`${app.baseUrl}/api/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseUrl },
    body: JSON.stringify({
      token,
      firstName: 'Amina',
      lastName: 'Rahman',
      email: 'super@example.org',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  });
  check(setup.status === 200, `the set-up link's form answered ${setup.status}`);
  const superAdmin = await signIn(app.baseUrl, 'super@example.org');
  await page(app.baseUrl, superAdmin, '/admin', 'super@example.org', 'SuperAdmins');
  step('the set-up link made the first super admin, who signs in and gets their page');

  const name = `Smoke Facility ${process.pid}`;
  await graphql(
    app.baseUrl,
    superAdmin,
    'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }',
    {
      input: {
        name,
        address: '100 River Road, Springfield',
        region: 'North',
        type: 'STATE_PRISON',
        securityLevel: 'MEDIUM',
        status: 'ACTIVE',
        operatingHours: 'Mon-Fri 08:00-17:00',
        contactPerson: 'Jordan Lee',
        contactNumber: '+1 555 0100',
        email: 'chaplaincy@example.org',
      },
    },
  );
  const listed = (cookie) =>
    graphql(
      app.baseUrl,
      cookie,
      'query($s: String) { listFacilities(search: $s) { items { name } } }',
      {
        s: name,
      },
    ).then((data) => data.listFacilities.items.map((item) => item.name));
  check((await listed(superAdmin)).includes(name), 'the facility just written is not listed');
  step('a facility written through GraphQL is listed');
  check((await app.stop()) === 0, 'the server did not stop cleanly on SIGTERM');

  const users = await run(
    'npm',
    ['run', '-s', 'users', '--', 'batch'],
    [
      `create --email admin@example.org --password '${PASSWORD}' --group Admins`,
      `create --email volunteer@example.org --password '${PASSWORD}' --group Volunteers --last-name Volunteer --phone '+1 555 0100'`,
      `create --email client@example.org --password '${PASSWORD}' --group Clients`,
    ].join('\n'),
  );
  check(users.code === 0, `npm run users -- batch failed:\n${users.output}`);
  step('npm run users -- batch made an admin, a volunteer and a client');

  app = await npmStart();
  const admin = await signIn(app.baseUrl, 'admin@example.org');
  await page(app.baseUrl, admin, '/admin/facilities', 'admin@example.org', 'Admins');
  check((await listed(admin)).includes(name), 'after a restart the facility is not listed');
  const volunteer = await signIn(app.baseUrl, 'volunteer@example.org');
  await page(app.baseUrl, volunteer, '/volunteer', 'volunteer@example.org', 'Volunteers');
  const client = await signIn(app.baseUrl, 'client@example.org');
  await page(app.baseUrl, client, '/unauthorized', 'client@example.org', 'Clients');
  step(
    'a second start serves the admin (the facility kept), the volunteer and the client their pages',
  );
  check((await app.stop()) === 0, 'the server did not stop cleanly on SIGTERM');
}

try {
  await smoke();
  console.log(`Smoke pass on Node.js ${process.versions.node}: passed`);
} catch (error) {
  console.error(`Smoke pass on Node.js ${process.versions.node} failed: ${error.message}`);
  if (server) {
    console.error(`The server's output:\n${server.output()}`);
    await server.stop();
  }
  process.exitCode = 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
