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
import type { BackupSink } from './backup-format';
import type { BackupSigningKey } from './backup-signing';
import { takeBackup } from './take-backup';

const ENDPOINT_FILE = 'backup-endpoint.json';

interface EndpointFile {
  pid: number;
  port: number;
  token: string;
}

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/**
 * Streams the backup as it is read, at the pace the reader takes it. Until the first piece is
 * sent, a failure is a 500 with its reason; after, the connection is cut, and the reader, which
 * checks the file, reports a backup that ended early.
 */
function sendBackup(
  db: Database,
  signing: BackupSigningKey,
  response: http.ServerResponse,
  log: (message: string, error?: unknown) => void,
): void {
  const sink: BackupSink = async (piece) => {
    if (response.destroyed) throw new Error('npm run backup closed the connection');
    if (!response.headersSent)
      response.writeHead(200, { 'content-type': 'application/sql; charset=utf-8' });
    if (response.write(piece)) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        response.off('drain', done);
        response.off('close', done);
        resolve();
      };
      response.on('drain', done);
      response.on('close', done);
    });
  };
  takeBackup(db, 'embedded database (PGlite), taken by the running server', signing, sink).then(
    () => {
      response.end();
      log('Backup taken for npm run backup');
    },
    (error: unknown) => {
      log('A backup failed', error);
      if (response.headersSent) response.destroy();
      else response.writeHead(500).end(`The server could not take the backup: ${String(error)}`);
    },
  );
}

export async function startBackupEndpoint(
  dataDir: string,
  db: Database,
  /** Signs the backups it sends (decision 088): derived from the server's AUTH_SECRET. */
  signing: BackupSigningKey,
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
      sendBackup(db, signing, response, log);
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

/** Asks the server holding the data directory (process `holderPid`) for a backup, into `sink`. */
export async function backupFromServer(
  dataDir: string,
  holderPid: number,
  sink: BackupSink,
): Promise<void> {
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
  if (!response.ok || !response.body)
    throw new NoBackupEndpointError(
      `The server (process ${holderPid}) refused the backup: ${await response.text()}`,
    );
  const reader = response.body.getReader();
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        throw new NoBackupEndpointError(
          `The server (process ${holderPid}) stopped sending the backup before its end (${String(error)}); its log says why. Nothing was saved.`,
        );
      }
      if (chunk.done) return;
      await sink(chunk.value);
    }
  } finally {
    // Saving failed (or the server did): hang up, so that the server stops reading.
    await reader.cancel().catch(() => undefined);
  }
}
