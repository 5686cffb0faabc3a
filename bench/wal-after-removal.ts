/**
 * How long PostgreSQL's write-ahead log keeps a value after it was removed and the tables
 * rewritten as an anonymisation does (decision 086): a unique value is written, replaced, the
 * table rewritten (VACUUM FULL), the log moved to a new segment and checkpointed, as
 * db/purge.ts does; then ordinary writes follow, with a checkpoint every `--step` MB (what
 * checkpoint_timeout does on a server that writes that much in 5 minutes), until no file of
 * pg_wal holds the value. Prints the settings, and the log written meanwhile.
 *
 *   npx tsx bench/wal-after-removal.ts postgres://postgres@127.0.0.1:5432/postgres [--step 16]
 *
 * Needs a superuser (CHECKPOINT, pg_switch_wal, data_directory) and to run where the server's
 * files can be read (its host, as root or postgres). Creates and drops a database of its own.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const stepIndex = process.argv.indexOf('--step');
const stepMb = stepIndex > 0 ? Number(process.argv[stepIndex + 1]) : 16;
const LIMIT_MB = 2048;

async function main() {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `wal_measure_${crypto.randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: target.toString() });
  await db.connect();
  try {
    const setting = async (key: string) =>
      (await db.query<{ v: string }>(`select current_setting('${key}') as v`)).rows[0]!.v;
    const settings = Object.fromEntries(
      await Promise.all(
        [
          'server_version',
          'max_wal_size',
          'min_wal_size',
          'wal_recycle',
          'wal_keep_size',
          'checkpoint_timeout',
          'archive_mode',
          'wal_segment_size',
        ].map(async (key) => [key, await setting(key)]),
      ),
    );
    console.log('settings', settings);
    const walFolder = path.join(await setting('data_directory'), 'pg_wal');
    const marker = `Vantorr-${crypto.randomBytes(6).toString('hex')}`;
    const inWal = () => {
      const files: string[] = [];
      for (const file of fs.readdirSync(walFolder)) {
        const full = path.join(walFolder, file);
        if (fs.statSync(full).isFile() && fs.readFileSync(full).includes(marker)) files.push(file);
      }
      return files;
    };
    const lsn = async () =>
      (await db.query<{ l: string }>('select pg_current_wal_lsn()::text as l')).rows[0]!.l;
    const mbBetween = async (from: string, to: string) =>
      Number(
        (await db.query<{ d: string }>(`select pg_wal_lsn_diff($1, $2) as d`, [to, from])).rows[0]!
          .d,
      ) /
      2 ** 20;

    await db.query('create table person (id int primary key, name text, notes text)');
    await db.query('create table filler (id bigserial primary key, text text)');
    await db.query(
      `insert into person select g, 'p' || g, repeat('x', 200) from generate_series(1, 1000) g`,
    );
    await db.query(`insert into person values (0, $1, $1)`, [marker]);
    await db.query('checkpoint');
    // As an anonymisation and its rewrite (db/purge.ts).
    await db.query('update person set name = null, notes = null where id = 0');
    await db.query('vacuum (full, analyze) person');
    await db.query('select pg_switch_wal()');
    await db.query('checkpoint');
    const start = await lsn();
    console.log(`after the rewrite: ${inWal().length} file(s) of pg_wal hold the value`);

    let checkpoints = 0;
    const started = Date.now();
    for (;;) {
      const holding = inWal();
      const written = await mbBetween(start, await lsn());
      if (holding.length === 0) {
        console.log(
          `gone after ${written.toFixed(0)} MB of further log and ${checkpoints} checkpoint(s) (${((Date.now() - started) / 1000).toFixed(0)} s here)`,
        );
        break;
      }
      if (written > LIMIT_MB) {
        console.log(`still in ${holding.join(', ')} after ${written.toFixed(0)} MB: stopped`);
        break;
      }
      // About `stepMb` of log: rows of 1 kB, each insert about 1.1 kB of log.
      const rows = Math.round((stepMb * 2 ** 20) / 1100);
      await db.query(
        `insert into filler (text) select repeat(md5(g::text), 32) from generate_series(1, $1) g`,
        [rows],
      );
      await db.query('checkpoint');
      checkpoints += 1;
      await db.query('truncate filler');
    }
  } finally {
    await db.end();
    await admin.query(`drop database ${name}`);
    await admin.end();
  }
}

await main();
