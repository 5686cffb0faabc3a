/**
 * Reads a backup file (format 1 or 2) line by line, in constant memory, checking it as it goes.
 * The checksum covers every line but its own; it is known only at the end of the file, so a
 * file that is also malformed is reported as damaged (its checksum does not match) rather than
 * by its first odd line: whoever restores needs to know the file was changed, not where. Its
 * signature (decision 088) is checked after the checksum: a file with a right checksum and a
 * wrong signature was written or changed by someone without the server's secret.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { isEncryptedFile, plaintextOf } from './backup-encryption';
import {
  BackupFileError,
  CHECKSUM_PREFIX,
  END,
  FORMAT_VERSION,
  MAGIC,
  parseCopyField,
  READABLE_FORMATS,
  SIGNATURE_PREFIX,
  type BackupInfo,
  type SequenceValue,
} from './backup-format';
import type { BackupTrust } from './backup-signing';

export type BackupItem =
  | { kind: 'info'; info: BackupInfo }
  | { kind: 'table'; name: string; columns: string[] }
  | { kind: 'row'; values: (string | null)[] }
  | { kind: 'endTable' }
  | { kind: 'sequence'; sequence: SequenceValue };

/**
 * The lines of a file (decrypted with `keys` when it is encrypted), each with whether a line break
 * ended it (to hash it exactly).
 */
async function* linesOf(
  file: string,
  name: string,
  keys: readonly string[],
): AsyncGenerator<{ line: string; ended: boolean }> {
  if (!fs.existsSync(file)) throw new BackupFileError(`${file} does not exist.`);
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  try {
    for await (const chunk of await plaintextOf(file, name, keys)) {
      const lines = (rest + decoder.decode(chunk, { stream: true })).split('\n');
      rest = lines.pop()!;
      for (const line of lines) yield { line, ended: true };
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupFileError(`${file} does not exist.`);
    // An encrypted file whose content was changed fails its authentication as it is read.
    if (isEncryptedFile(file))
      throw new BackupFileError(
        `${name} is damaged: it was changed after it was encrypted. Nothing was restored. Use another backup.`,
      );
    throw error;
  }
  rest += decoder.decode();
  if (rest !== '') yield { line: rest, ended: false };
}

const COPY_LINE = /^COPY public\.((?:"[^"]*")+) \((.*)\) FROM stdin;$/;
const SETVAL_LINE = /^SELECT pg_catalog\.setval\('public\.((?:"[^"]*")+)', (\d+), (true|false)\);$/;
const IDENTIFIER = /"((?:[^"]|"")*)"/g;
const HEADER_LINE = /^-- ([A-Za-z]+): (.*)$/;

const unquote = (quoted: string) =>
  [...quoted.matchAll(IDENTIFIER)].map((match) => match[1]!.replaceAll('""', '"'));

function notOurs(file: string, firstLines: string[]): BackupFileError {
  const pgDump =
    /^--\s*$/.test(firstLines[0] ?? '') && firstLines[1] === '-- PostgreSQL database dump';
  return new BackupFileError(
    pgDump
      ? `${file} is a pg_dump file, not an Outreach Dashboard backup: load it with psql or pg_restore instead.`
      : `${file} is not an Outreach Dashboard backup (it does not start with "${MAGIC}"). Nothing was restored.`,
  );
}

function headerInfo(header: Record<string, string>, damaged: (why: string) => Error, file: string) {
  const format = Number(header.Format);
  if (header.Format !== undefined && !READABLE_FORMATS.includes(format))
    throw new BackupFileError(
      `${file} has backup format ${header.Format}; this version reads formats up to ${FORMAT_VERSION}. Restore it with the version of Outreach Dashboard that wrote it.`,
    );
  const migration = /^(\d+) (\S+) (\d+)$/.exec(header.Migration ?? '');
  if (!header.Format || !migration || !header.Created) throw damaged('its header is incomplete');
  return {
    format,
    migration: { number: Number(migration[1]), tag: migration[2]!, when: Number(migration[3]) },
    created: header.Created,
    source: header.Source ?? '',
  } satisfies BackupInfo;
}

/**
 * The file's items in order, the info first. Throws BackupFileError for a file that is not a
 * backup, is damaged, or has a format this version cannot read; the checksum is checked when
 * the last line has been read, so whoever acts on the items must do so undoably (a transaction)
 * or read the file once with checkBackupFile first.
 */
export async function* readBackupFile(
  file: string,
  /** The key its signature must match (decision 088). */
  trust: BackupTrust,
  {
    name = file,
    keys = [],
  }: {
    /** The file's name in messages. */
    name?: string;
    /** The backup key(s) of an encrypted file (decision 073). */
    keys?: readonly string[];
  } = {},
): AsyncGenerator<BackupItem, void> {
  const damaged = (why: string) =>
    new BackupFileError(
      `${name} is damaged: ${why}. It was cut short or changed after it was written; nothing was restored. Use another backup.`,
    );
  const hash = crypto.createHash('sha256');
  const hmac = trust.signing ? crypto.createHmac('sha256', trust.signing.key) : null;
  /** The signature line's key id and HMAC, and the HMAC of what came before it. */
  let signature: { id: string; mac: string; computed: string | null } | null = null;
  const firstLines: string[] = [];
  const header: Record<string, string> = {};
  let phase: 'header' | 'body' | 'copy' = 'header';
  let columns = 0;
  let tableName = '';
  let lineNumber = 0;
  let expected: string | null = null;
  let sawEnd = false;
  /** The first malformed line: reported only if the checksum matches. */
  let problem: BackupFileError | null = null;

  for await (const { line, ended } of linesOf(file, name, keys)) {
    lineNumber += 1;
    if (lineNumber <= 2) {
      firstLines.push(line);
      if (lineNumber === 1 && line !== MAGIC) {
        if (/^--\s*$/.test(line)) continue; // A pg_dump file says so on its second line.
        throw notOurs(name, firstLines);
      }
      if (firstLines[0] !== MAGIC) throw notOurs(name, firstLines);
    }
    // A row may start like the checksum line; once a line is wrong, rows are not followed.
    if ((phase !== 'copy' || problem) && line.startsWith(CHECKSUM_PREFIX)) {
      if (expected !== null) problem ??= damaged('it has two checksum lines');
      expected = line.slice(CHECKSUM_PREFIX.length);
      continue;
    }
    if ((phase !== 'copy' || problem) && line.startsWith(SIGNATURE_PREFIX)) {
      const [id = '', mac = ''] = line.slice(SIGNATURE_PREFIX.length).split(' ');
      if (signature) problem ??= damaged('it has two signature lines');
      else signature = { id, mac, computed: hmac?.digest('hex') ?? null };
      hash.update(ended ? `${line}\n` : line);
      continue;
    }
    hash.update(ended ? `${line}\n` : line);
    if (!signature) hmac?.update(ended ? `${line}\n` : line);
    // Only the checksum may follow the signature: nothing may be added that it does not cover.
    else problem ??= damaged('it has lines after its signature');
    if (problem) continue;

    if (phase === 'header') {
      const field = HEADER_LINE.exec(line);
      if (field) header[field[1]!] = field[2]!;
      if (line.startsWith('--')) continue;
      yield { kind: 'info', info: headerInfo(header, damaged, name) };
      phase = 'body';
    }
    if (phase === 'copy') {
      if (line === '\\.') {
        phase = 'body';
        yield { kind: 'endTable' };
        continue;
      }
      const fields = line.split('\t');
      if (fields.length === columns) yield { kind: 'row', values: fields.map(parseCopyField) };
      else
        problem = new BackupFileError(
          `${name}: line ${lineNumber} has ${fields.length} values where table ${tableName} has ${columns} columns. Nothing was restored.`,
        );
      continue;
    }
    const copy = COPY_LINE.exec(line);
    const setval = SETVAL_LINE.exec(line.replaceAll("''", "'"));
    if (copy) {
      const names = unquote(copy[2]!);
      tableName = unquote(copy[1]!)[0]!;
      columns = names.length;
      phase = 'copy';
      yield { kind: 'table', name: tableName, columns: names };
    } else if (setval) {
      const sequence = {
        name: unquote(setval[1]!)[0]!,
        value: setval[2]!,
        isCalled: setval[3] === 'true',
      };
      yield { kind: 'sequence', sequence };
    } else if (line === END) {
      sawEnd = true;
    } else if (line !== '' && !line.startsWith('--') && !line.startsWith('SET ')) {
      problem = new BackupFileError(
        `${name}: line ${lineNumber} is not part of a backup. Nothing was restored.`,
      );
    }
  }
  if (lineNumber === 0 || firstLines[0] !== MAGIC) throw notOurs(name, firstLines);
  if (expected === null) throw damaged('its checksum line is missing');
  if (hash.digest('hex') !== expected) throw damaged('its content does not match its checksum');
  if (problem) throw problem;
  if (phase === 'header') throw damaged('its header is incomplete');
  if (phase === 'copy' || !sawEnd) throw damaged('its end line is missing');
  checkSignature(name, signature, trust);
}

/** Refuses a file its signature does not show the server wrote, saying why (decision 088). */
function checkSignature(
  name: string,
  signature: { id: string; mac: string; computed: string | null } | null,
  { signing, acceptUnverified = false }: BackupTrust,
): void {
  const override = `If you know where this file has been, restore it anyway with --accept-unverified.`;
  if (!signature) {
    if (acceptUnverified) return;
    throw new BackupFileError(
      `${name} is not signed: it was written before backups were signed, or its signature was removed, so nothing shows that your server wrote it. Anyone who could write where it was kept could have changed it. Nothing was restored. ${override}`,
    );
  }
  if (!signing) {
    if (acceptUnverified) return;
    throw new BackupFileError(
      `${name} is signed with the AUTH_SECRET of the server that wrote it, and this restore has none: set AUTH_SECRET to that value, or copy that server's auth-secret file into DATA_DIR, then restore again. Nothing was restored.`,
    );
  }
  if (signature.id !== signing.id) {
    if (acceptUnverified) return;
    throw new BackupFileError(
      `${name} is signed with another AUTH_SECRET than this one (key ${signature.id}; this one is ${signing.id}): set AUTH_SECRET to the secret of the server that wrote it (or copy its auth-secret file into DATA_DIR), then restore again. Nothing was restored. ${override}`,
    );
  }
  const expected = Buffer.from(signature.computed ?? '', 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature.mac) ? signature.mac : '', 'hex');
  // Under the secret that signed it, a wrong signature is never accepted: the file was forged.
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    throw new BackupFileError(
      `${name} was written or changed by someone without the server's secret: its signature does not match its content. Nothing was restored. Do not use this file: use another backup, and find out who could write where it was kept.`,
    );
}

export interface BackupTableSummary {
  name: string;
  columns: string[];
  rows: number;
}

/** What a backup holds, as read from its file, which is checked whole. */
export interface BackupContent {
  info: BackupInfo;
  tables: BackupTableSummary[];
  rows: number;
  sequences: number;
}

/** Reads the whole file once (constant memory): refuses it, or says what it holds. */
export async function checkBackupFile(
  file: string,
  trust: BackupTrust,
  opening: Parameters<typeof readBackupFile>[2] = {},
): Promise<BackupContent> {
  let info: BackupInfo | null = null;
  const tables: BackupTableSummary[] = [];
  let rows = 0;
  let sequences = 0;
  for await (const item of readBackupFile(file, trust, opening)) {
    if (item.kind === 'info') info = item.info;
    else if (item.kind === 'table')
      tables.push({ name: item.name, columns: item.columns, rows: 0 });
    else if (item.kind === 'row') {
      tables.at(-1)!.rows += 1;
      rows += 1;
    } else if (item.kind === 'sequence') sequences += 1;
  }
  return { info: info!, tables, rows, sequences };
}
