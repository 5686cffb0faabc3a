/**
 * One record type's access table as most *-access.test.ts files write it, declared once: the
 * CRUD columns from the schema's naming (plus the type's status actions and extra reads), the
 * type's own rows between the outsiders and the admins, the subject's version read from its
 * table, and what the type's list holds for whom. The runner and its pieces are in
 * access-matrix.ts; a table that does not fit (admins, facilities) uses them directly.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, it } from 'vitest';
import { callerAs, type Caller } from './graphql';
import {
  crudOperations,
  describeAccessMatrix,
  everyOperation,
  expectListsHold,
  plural,
  recordVersion,
  rowCaller,
  withOutsidersAndAdmins,
  type AccessMatrix,
  type MatrixOperation,
  type MatrixRow,
} from './access-matrix';
import type { TestApp } from './test-app';

type Crud = 'list' | 'get' | 'create' | 'update' | 'delete';

export interface RecordAccess<Action extends string, Read extends string> {
  app: TestApp;
  /** 'Client' → listClients, getClient, createClient, updateClient, deleteClient. */
  type: string;
  /** The type's table, where the subject's version is read. */
  table: PgTable;
  /** createX's input (for the row's caller) and what updateX changes at version 1. */
  input: { create: (row: MatrixRow) => Record<string, unknown>; update: Record<string, unknown> };
  /** Status actions on the subject (approve, cancel): writes, when allowed. */
  actions?: Record<Action, MatrixOperation>;
  /** Other operations that read only (an export, a timeline). */
  reads?: Record<Read, MatrixOperation>;
  /** The type's own rows, given the helper for a row with one outcome throughout. */
  rows: (
    all: (code: string) => Record<Crud | Action | Read, string>,
  ) => Record<string, Record<Crud | Action | Read, string>>;
  /** The test's own people by row label, read when a row runs (see rowCaller). */
  named?: () => Record<string, Caller>;
  /** Instead of `named`: how a row's caller is made. */
  callerFor?: (label: string) => Promise<Caller>;
  prepare?: AccessMatrix<Crud | Action | Read>['prepare'];
  subjectId: () => string;
  alsoCheck?: AccessMatrix<Crud | Action | Read>['alsoCheck'];
  /** What listX holds (see expectListsHold), tested under 'lists hold only what …'. */
  lists?: {
    title: string;
    everyone: () => string[];
    seen: () => [Caller, string[]][];
    /** A volunteer new to the test sees none of them. */
    strangerSeesNone?: boolean;
  };
}

/** Registers the type's access table (and list test); gives back how its version is read. */
export function describeRecordAccess<Action extends string = never, Read extends string = never>(
  access: RecordAccess<Action, Read>,
): (id: string) => Promise<number | null> {
  const { app, type, lists } = access;
  const operations = {
    ...crudOperations(type, access.input),
    ...access.actions,
    ...access.reads,
  } as Record<Crud | Action | Read, MatrixOperation>;
  const all = (code: string) => everyOperation(code, operations);
  const versionOf = (id: string) => recordVersion(app.database.db, access.table, id);
  const writes = ['update', 'delete', ...Object.keys(access.actions ?? {})];

  describeAccessMatrix({
    operations,
    expected: withOutsidersAndAdmins(operations, access.rows(all)),
    callerFor: access.callerFor ?? ((label) => rowCaller(app, label, access.named?.())),
    prepare: access.prepare,
    subjectId: access.subjectId,
    versionOf,
    writes: writes as (Crud | Action | Read)[],
    alsoCheck: access.alsoCheck,
  });

  if (lists) {
    describe('lists hold only what the subject may read', () => {
      it(lists.title, async () => {
        const seen = lists.seen();
        if (lists.strangerSeesNone) {
          seen.push([await callerAs(app.server, app.database.db, 'Volunteers'), []]);
        }
        await expectListsHold(app, `list${plural(type)}`, lists.everyone(), seen);
      });
    });
  }
  return versionOf;
}
