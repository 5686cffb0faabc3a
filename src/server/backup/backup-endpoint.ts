/**
 * While the server runs it holds the embedded database, which only one process may open
 * (decision 002), so `npm run backup` asks the server for the snapshot (decision 018). The
 * endpoint listens on 127.0.0.1 only, on a port of its own (never the public one: no proxy
 * forwards to it), and serves only a request bearing the token the server wrote, new at each
 * start, to DATA_DIR/backup-endpoint.json (readable by its owner only). Whoever can read that
 * file can read the database files themselves.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Database } from '../db/client';
import { formatBackup } from './backup-format';
import { takeBackup } from './take-backup';

export const ENDPOINT_FILE = 'backup-endpoint.json';

interface EndpointFile {
  pid: number;
  port: number;
  token: string;
}

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

export async function startBackupEndpoint(
  dataDir: string,
  db: Database,
  log: (message: string, error?: unknown) => void,
): Promise<{ close: () => Promise<void> }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expected = digest(`Bearer ${token}`);
  const server = http.createServer((request, response) => {
    const given = digest(request.headers.authorization ?? '');
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end();
    } else if (!crypto.timingSafeEqual(given, expected)) {
      response.writeHead(403).end('Wrong token');
    } else {
      takeBackup(db, 'embedded database (PGlite), taken by the running server').then(
        (backup) => {
          response.writeHead(200, { 'content-type': 'application/sql; charset=utf-8' });
          for (const piece of formatBackup(backup)) response.write(piece);
          response.end();
          log('Backup taken for npm run backup');
        },
        (error: unknown) => {
          log('A backup failed', error);
          response.writeHead(500).end(`The server could not take the backup: ${String(error)}`);
        },
      );
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const file = path.join(dataDir, ENDPOINT_FILE);
  const content: EndpointFile = {
    pid: process.pid,
    port: (server.address() as AddressInfo).port,
    token,
  };
  // Removed first: a file left by a crash keeps its mode, and must not keep its token.
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, JSON.stringify(content), { mode: 0o600, flag: 'wx' });
  return {
    close: async () => {
      fs.rmSync(file, { force: true });
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export class NoBackupEndpointError extends Error {}

/** Asks the server holding the data directory (process `holderPid`) for a backup's text. */
export async function backupFromServer(dataDir: string, holderPid: number): Promise<string> {
  let endpoint: EndpointFile | null = null;
  try {
    endpoint = JSON.parse(
      fs.readFileSync(path.join(dataDir, ENDPOINT_FILE), 'utf8'),
    ) as EndpointFile;
  } catch {
    // Missing or unreadable: reported below.
  }
  if (endpoint?.pid !== holderPid)
    throw new NoBackupEndpointError(
      `The server using ${dataDir} (process ${holderPid}) does not take backups: it may still be starting, or be an older version. Try again in a moment, or stop it, run the backup, and start it again.`,
    );
  const response = await fetch(`http://127.0.0.1:${endpoint.port}/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${endpoint.token}` },
  });
  const text = await response.text();
  if (!response.ok)
    throw new NoBackupEndpointError(
      `The server (process ${holderPid}) refused the backup: ${text}`,
    );
  return text;
}
