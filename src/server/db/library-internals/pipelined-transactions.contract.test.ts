/**
 * Contract of pipelined-transactions.ts with drizzle-orm (node-postgres driver) and pg, at the
 * versions pinned in package.json. The patch replaces Drizzle's session.transaction with its
 * own and builds Drizzle's transaction objects itself; these are the parts of Drizzle it relies
 * on, checked without a server (pipelined-transactions.test.ts runs the patch on PostgreSQL).
 */
import { sql } from 'drizzle-orm';
import { drizzle, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { recordingConnection } from './contract-support';

/** A database on a pool that never connects: nothing here sends a statement through it. */
function drizzleOnAPool() {
  return drizzle({
    client: new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }),
  });
}

interface Session {
  dialect: PgDialect;
  schema: unknown;
  options: unknown;
  transaction: (work: unknown, config?: unknown) => Promise<unknown>;
}

const sessionOf = (db: object) => (db as { session: Session }).session;

function transactionOn(connection: ReturnType<typeof recordingConnection>) {
  const { dialect, schema, options } = sessionOf(drizzleOnAPool());
  return new NodePgTransaction(
    dialect,
    new NodePgSession(connection as never, dialect, schema as never, options as never),
    schema as never,
  );
}

describe('drizzle-orm’s node-postgres driver', () => {
  it('keeps a session with its dialect, schema and options, and db.transaction hands over to session.transaction', async () => {
    const db = drizzleOnAPool();
    const session = sessionOf(db);
    expect(session.dialect).toBeDefined();
    expect('schema' in session && 'options' in session).toBe(true);
    const handedOver: unknown[][] = [];
    session.transaction = async (...args) => {
      handedOver.push(args);
      return 'the work’s result';
    };
    const work = async () => 'unused';
    const config = { isolationLevel: 'serializable' as const };
    expect(await db.transaction(work, config)).toBe('the work’s result');
    expect(handedOver).toEqual([[work, config]]);
  });

  it('builds a transaction from a session on one connection, whose statements and savepoints go to that connection', async () => {
    const connection = recordingConnection();
    const tx = transactionOn(connection);
    await tx.execute(sql`select ${1} as one`);
    await tx.transaction(async (nested) => {
      await nested.execute(sql`select 2`);
    });
    expect(connection.sent.map((statement) => statement.text)).toEqual([
      'select $1 as one',
      'savepoint sp1',
      'select 2',
      'release savepoint sp1',
    ]);
  });

  it('renders a transaction’s configuration through the transaction’s getTransactionConfigSQL', () => {
    const tx = transactionOn(recordingConnection());
    const configured = (
      tx as unknown as {
        getTransactionConfigSQL(config: object): Parameters<PgDialect['sqlToQuery']>[0];
      }
    ).getTransactionConfigSQL({ isolationLevel: 'serializable', accessMode: 'read only' });
    expect(sessionOf(drizzleOnAPool()).dialect.sqlToQuery(configured).sql).toBe(
      'isolation level serializable read only',
    );
  });
});

describe('pg', () => {
  it('takes pipeline mode as a client option, which the pool passes on to each connection', () => {
    expect(
      (new pg.Client({ pipeline: true } as pg.ClientConfig) as { pipeline?: boolean }).pipeline,
    ).toBe(true);
    expect((new pg.Client({}) as { pipeline?: boolean }).pipeline).toBe(false);
  });
});
