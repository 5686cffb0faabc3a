/**
 * The backup file (decisions 018 and 026): plain SQL in pg_dump's data-only layout (a COPY …
 * FROM stdin block per table, then the sequences), so psql can load it too, under a header
 * naming the product, the format, the migration level, the time and the source, and with a
 * SHA-256 of everything else, so a restore refuses a file that was cut short, edited, or is not
 * ours. Written and read piece by piece: a backup never has to fit in memory.
 *
 * Format 2 (written since decision 026) ends with the checksum line; format 1 had it in the
 * header, which needed the whole file before its first line. Both are read. Since decision 088
 * the line before the checksum is a signature (an HMAC under a key derived from AUTH_SECRET), a
 * comment to psql and to earlier versions, which still read the file.
 */
import crypto from 'node:crypto';
import type { BackupSigningKey } from './backup-signing';

export const MAGIC = '-- Outreach Dashboard backup';
export const FORMAT_VERSION = 2;
export const READABLE_FORMATS = [1, 2];
export const CHECKSUM_PREFIX = '-- SHA-256: ';
export const END = '-- End of backup';
/** `-- Signature: HMAC-SHA256 key <key id> <hex>`, covering every byte before it. */
export const SIGNATURE_PREFIX = '-- Signature: HMAC-SHA256 key ';

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

export interface SequenceValue {
  name: string;
  value: string;
  isCalled: boolean;
}

/** Where the pieces of a backup go: a file, or the response to `npm run backup`. */
export type BackupSink = (piece: string | Uint8Array) => Promise<void>;

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
function copyField(value: string | null): string {
  return value === null ? '\\N' : value.replace(/[\\\n\r\t\b\f\v]/g, (char) => ESCAPES[char]!);
}

export function parseCopyField(field: string): string | null {
  if (field === '\\N') return null;
  return field.replace(/\\(.)/g, (_match, char: string) => UNESCAPES[char] ?? char);
}

const copyLine = (table: string, columns: string[]) =>
  `COPY public.${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) FROM stdin;`;

const setvalLine = ({ name, value, isCalled }: SequenceValue) =>
  `SELECT pg_catalog.setval('public.${quoteIdentifier(name).replaceAll("'", "''")}', ${value}, ${isCalled});`;

export interface BackupCounts {
  tables: number;
  rows: number;
  sequences: number;
}

/**
 * Writes a backup in format 2 to a sink, in the order begin → (table → rows… → endTable)… →
 * sequence… → finish, hashing and signing what it writes; finish appends the signature line,
 * then the checksum line.
 */
export class BackupWriter {
  private readonly hash = crypto.createHash('sha256');
  private readonly hmac: crypto.Hmac;
  private readonly counts: BackupCounts = { tables: 0, rows: 0, sequences: 0 };

  constructor(
    private readonly sink: BackupSink,
    private readonly signing: BackupSigningKey,
  ) {
    this.hmac = crypto.createHmac('sha256', signing.key);
  }

  private async write(text: string): Promise<void> {
    this.hash.update(text);
    this.hmac.update(text);
    await this.sink(text);
  }

  async begin(info: Omit<BackupInfo, 'format'>): Promise<void> {
    const { migration } = info;
    const head = [
      MAGIC,
      `-- Format: ${FORMAT_VERSION}`,
      `-- Migration: ${migration.number} ${migration.tag} ${migration.when}`,
      `-- Created: ${info.created}`,
      `-- Source: ${info.source}`,
      '--',
      '-- Restore with `npm run restore -- FILE` into an empty database (README: Back up and',
      '-- upgrade). psql can also load it into an empty database migrated to the level above.',
      '-- Its last line is a SHA-256 of everything before it; the line before is a signature',
      "-- under a key derived from the server's AUTH_SECRET, which restore checks.",
    ];
    await this.write(`${head.join('\n')}\n\n${SETTINGS.join('\n')}\n\n`);
  }

  async table(name: string, columns: string[]): Promise<void> {
    this.counts.tables += 1;
    await this.write(`${copyLine(name, columns)}\n`);
  }

  async rows(rows: (string | null)[][]): Promise<void> {
    if (rows.length === 0) return;
    this.counts.rows += rows.length;
    await this.write(rows.map((row) => `${row.map(copyField).join('\t')}\n`).join(''));
  }

  async endTable(): Promise<void> {
    await this.write('\\.\n\n');
  }

  async sequence(sequence: SequenceValue): Promise<void> {
    this.counts.sequences += 1;
    await this.write(`${setvalLine(sequence)}\n`);
  }

  async finish(): Promise<BackupCounts> {
    const { tables, rows, sequences } = this.counts;
    await this.write(
      `\n${END}\n-- Content: ${tables} tables, ${rows} rows, ${sequences} sequences\n`,
    );
    // Covered by the checksum, so that a damaged signature reads as damage.
    const signature = `${SIGNATURE_PREFIX}${this.signing.id} ${this.hmac.digest('hex')}\n`;
    this.hash.update(signature);
    await this.sink(signature);
    // The one line the checksum does not cover.
    await this.sink(`${CHECKSUM_PREFIX}${this.hash.digest('hex')}\n`);
    return { ...this.counts };
  }
}
