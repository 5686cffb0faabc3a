/**
 * Extra accounts for a drill, made the way an operator makes them (`npm run users -- batch`),
 * before the server starts (the embedded database allows one process at a time).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { projectRoot } from '../../src/server/paths';
import type { Storage } from './processes';

export interface DrillAccount {
  email: string;
  password: string;
}

/** `prefix` keeps each drill's accounts apart when several run on one database. */
export async function createAdmins(
  storage: Storage,
  count: number,
  prefix = 'drill-admin',
): Promise<DrillAccount[]> {
  const accounts = Array.from({ length: count }, (_, index) => ({
    email: `${prefix}-${index + 1}@example.org`,
    password: `Drill-${crypto.randomBytes(12).toString('hex')}`,
  }));
  const batch = accounts
    .map(
      (account) => `create --email ${account.email} --password ${account.password} --group Admins`,
    )
    .join('\n');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(projectRoot, 'scripts/users.ts'), 'batch'],
    {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...storage },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.stdin.end(`${batch}\n`);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`users batch failed:\n${output}`);
  return accounts;
}
