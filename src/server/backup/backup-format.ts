/**
 * The backup file (decision 018): plain SQL in pg_dump's data-only layout (a COPY … FROM stdin
 * block per table, then the sequences), so psql can load it too, under a header naming the
 * product, the format, the migration level, the time and a SHA-256 of everything else, so a
 * restore refuses a file that was cut short, edited, or is not ours.
 */
import crypto from 'node:crypto';

const MAGIC = '-- Outreach Dashboard backup';
export const FORMAT_VERSION = 1;
const CHECKSUM_PREFIX = '-- SHA-256: ';
const END = '-- End of backup';

export class BackupFileError extends Error {}

export interface MigrationLevel {
  number: number;
  tag: string;
  when: number;
}

export interface BackupInfo {
  format: number;
  migration: MigrationLevel;
  created: string;
  source: string;
}

export interface TableData {
  name: string;
  columns: string[];
  /** Every value as PostgreSQL prints it (its text form), or null. */
  rows: (string | null)[][];
}

export interface SequenceValue {
  name: string;
  value: string;
  isCalled: boolean;
}

export interface Backup {
  info: BackupInfo;
  tables: TableData[];
  sequences: SequenceValue[];
}

// Restore parses values with the same settings they were printed with.
const SETTINGS = [
  'SET statement_timeout = 0;',
  "SET client_encoding = 'UTF8';",
  'SET standard_conforming_strings = on;',
  "SET DateStyle = 'ISO, YMD';",
  "SET IntervalStyle = 'postgres';",
  "SET TimeZone = 'UTC';",
  'SET extra_float_digits = 3;',
];

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
  '\v': '\\v',
};
const UNESCAPES: Record<string, string> = Object.fromEntries(
  Object.entries(ESCAPES).map(([plain, escaped]) => [escaped[1]!, plain]),
);

/** A value in COPY's text format, as PostgreSQL writes it: \N for null, control characters escaped. */
export function copyField(value: string | null): string {
  return value === null ? '\\N' : value.replace(/[\\\n\r\t\b\f\v]/g, (char) => ESCAPES[char]!);
}

function parseCopyField(field: string): string | null {
  if (field === '\\N') return null;
  return field.replace(/\\(.)/g, (_match, char: string) => UNESCAPES[char] ?? char);
}

/** The file's text, in pieces (a backup may be large; nothing joins them into one string). */
export function formatBackup(backup: Backup): string[] {
  const pieces: string[] = [`\n${SETTINGS.join('\n')}\n\n`];
  for (const table of backup.tables) {
    const columns = table.columns.map(quoteIdentifier).join(', ');
    const lines = [`COPY public.${quoteIdentifier(table.name)} (${columns}) FROM stdin;`];
    for (const row of table.rows) lines.push(row.map(copyField).join('\t'));
    lines.push('\\.', '', '');
    pieces.push(lines.join('\n'));
  }
  const sequences = backup.sequences.map(
    ({ name, value, isCalled }) =>
      `SELECT pg_catalog.setval('public.${quoteIdentifier(name).replaceAll("'", "''")}', ${value}, ${isCalled});\n`,
  );
  pieces.push(...sequences, `\n${END}\n`);
  const { migration } = backup.info;
  const rowCount = backup.tables.reduce((sum, table) => sum + table.rows.length, 0);
  const head = [
    MAGIC,
    `-- Format: ${backup.info.format}`,
    `-- Migration: ${migration.number} ${migration.tag} ${migration.when}`,
    `-- Created: ${backup.info.created}`,
    `-- Source: ${backup.info.source}`,
    `-- Content: ${backup.tables.length} tables, ${rowCount} rows, ${backup.sequences.length} sequences`,
    '--',
    '-- Restore with `npm run restore -- FILE` into an empty database (README: Back up and',
    '-- upgrade). psql can also load it into an empty database migrated to the level above.',
  ].join('\n');
  const hash = crypto.createHash('sha256').update(`${head}\n`);
  for (const piece of pieces) hash.update(piece);
  return [`${head}\n`, `${CHECKSUM_PREFIX}${hash.digest('hex')}\n`, ...pieces];
}

/** Reads a backup, refusing with a clear message a file that is not ours or was changed. */
export function parseBackup(text: string, fileName: string): Backup {
  if (!text.startsWith(`${MAGIC}\n`)) {
    const pgDump = /^--\s*\n-- PostgreSQL database dump/.test(text);
    throw new BackupFileError(
      pgDump
        ? `${fileName} is a pg_dump file, not an Outreach Dashboard backup: load it with psql or pg_restore instead.`
        : `${fileName} is not an Outreach Dashboard backup (it does not start with "${MAGIC}"). Nothing was restored.`,
    );
  }
  const checksumAt = text.indexOf(`\n${CHECKSUM_PREFIX}`);
  const lineEnd = checksumAt < 0 ? -1 : text.indexOf('\n', checksumAt + 1);
  const damaged = (why: string) =>
    new BackupFileError(
      `${fileName} is damaged: ${why}. It was cut short or changed after it was written; nothing was restored. Use another backup.`,
    );
  if (lineEnd < 0) throw damaged('its checksum line is missing');
  const expected = text.slice(checksumAt + 1 + CHECKSUM_PREFIX.length, lineEnd);
  const actual = crypto
    .createHash('sha256')
    .update(text.slice(0, checksumAt + 1))
    .update(text.slice(lineEnd + 1))
    .digest('hex');
  if (expected !== actual) throw damaged('its content does not match its checksum');

  const lines = text.slice(lineEnd + 1).split('\n');
  const header = Object.fromEntries(
    text
      .slice(0, checksumAt)
      .split('\n')
      .map((line) => /^-- ([A-Za-z]+): (.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
  const format = Number(header.Format);
  if (format !== FORMAT_VERSION)
    throw new BackupFileError(
      `${fileName} has backup format ${header.Format}; this version reads format ${FORMAT_VERSION}. Restore it with the version of Outreach Dashboard that wrote it.`,
    );
  const migration = /^(\d+) (\S+) (\d+)$/.exec(header.Migration ?? '');
  if (!migration || !header.Created || !lines.includes(END))
    throw damaged('its header is incomplete');
  return {
    info: {
      format,
      migration: { number: Number(migration[1]), tag: migration[2]!, when: Number(migration[3]) },
      created: header.Created,
      source: header.Source ?? '',
    },
    ...parseBody(lines, fileName),
  };
}

const COPY_LINE = /^COPY public\.((?:"[^"]*")+) \((.*)\) FROM stdin;$/;
const SETVAL_LINE = /^SELECT pg_catalog\.setval\('public\.((?:"[^"]*")+)', (\d+), (true|false)\);$/;
const IDENTIFIER = /"((?:[^"]|"")*)"/g;

const unquote = (quoted: string) =>
  [...quoted.matchAll(IDENTIFIER)].map((match) => match[1]!.replaceAll('""', '"'));

function parseBody(lines: string[], fileName: string): Omit<Backup, 'info'> {
  const tables: TableData[] = [];
  const sequences: SequenceValue[] = [];
  let table: TableData | null = null;
  for (const [index, line] of lines.entries()) {
    if (table) {
      if (line === '\\.') table = null;
      else table.rows.push(line.split('\t').map(parseCopyField));
      continue;
    }
    const copy = COPY_LINE.exec(line);
    const setval = SETVAL_LINE.exec(line.replaceAll("''", "'"));
    if (copy) {
      table = { name: unquote(copy[1]!)[0]!, columns: unquote(copy[2]!), rows: [] };
      tables.push(table);
    } else if (setval) {
      sequences.push({
        name: unquote(setval[1]!)[0]!,
        value: setval[2]!,
        isCalled: setval[3] === 'true',
      });
    } else if (line !== '' && !line.startsWith('--') && !line.startsWith('SET ')) {
      throw new BackupFileError(
        `${fileName}: line ${index + 1} of its content is not part of a backup. Nothing was restored.`,
      );
    }
  }
  return { tables, sequences };
}
