/**
 * The access table of a record type of a client's reentry plan (its steps, its papers), kept by
 * one rule set (modules/reentry-plan/plan-record-service.ts): admins everything, including the
 * programme's default list; the client's assigned volunteer reads and works that client's records;
 * other volunteers see none; only admins add, remove, start or export them, and only admins see the
 * default list. Each record type's access test gives its rows and inputs and runs this.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { insertClient } from './client-factory';
import { callerAs, type Caller } from './graphql';
import {
  ALLOWED,
  NULL,
  crudOperations,
  describeAccessMatrix,
  everyOperation,
  listedIds,
  recordVersion,
  rowCaller,
  withOutsidersAndAdmins,
  type MatrixOperation,
} from './access-matrix';
import type { TestApp } from './test-app';

interface PlanRecordAccess {
  app: TestApp;
  /** 'ReentryStep', and its default list's type. */
  typeName: string;
  templateTypeName: string;
  table: PgTable;
  templateTable: PgTable;
  /** A stored record of the client, owned by or worked by the volunteer. */
  insert: (db: Database, clientId: string, volunteerId: string) => Promise<string>;
  insertTemplate: (db: Database) => Promise<string>;
  /** The create input for the client, and an update a volunteer may send. */
  create: (clientId: string) => Record<string, unknown>;
  update: Record<string, unknown>;
  templateCreate: Record<string, unknown>;
  templateUpdate: Record<string, unknown>;
  /** Its admins-only operations beyond the model's, given a client with none of its records. */
  adminOperations: (clientWithout: () => string) => Record<string, MatrixOperation>;
}

export function describePlanRecordAccess(access: PlanRecordAccess): void {
  const { app } = access;
  let assigned: Caller;
  let clientId: string;
  let clientWithout: string;
  let recordId: string;
  let templateId: string;

  const template = crudOperations(access.templateTypeName, {
    create: () => access.templateCreate,
    update: access.templateUpdate,
  });
  const own = access.adminOperations(() => clientWithout);
  const operations: Record<string, MatrixOperation> = {
    ...crudOperations(access.typeName, {
      create: () => access.create(clientId),
      update: access.update,
    }),
    ...own,
    listTemplate: template.list,
    createTemplate: template.create,
    updateTemplate: (_id, row) => template.update(templateId, row),
    deleteTemplate: (_id, row) => template.delete(templateId, row),
  };
  const all = (code: string) => everyOperation(code, operations);
  const adminsOnly = everyOperation('FORBIDDEN', {
    create: 0,
    delete: 0,
    ...own,
    listTemplate: 0,
    createTemplate: 0,
    updateTemplate: 0,
    deleteTemplate: 0,
  });

  beforeEach(async () => {
    const db = app.database.db;
    assigned = await callerAs(app.server, db, 'Volunteers');
    const volunteerId = assigned.person!.id;
    clientId = (
      await insertClient(db, { assignedVolunteerId: volunteerId, releaseDate: '2027-03-20' })
    ).id;
    clientWithout = (
      await insertClient(db, {
        assignedVolunteerId: volunteerId,
        releaseDate: '2027-04-20',
        reentryPlan: null,
      })
    ).id;
    recordId = await access.insert(db, clientId, volunteerId);
    templateId = await access.insertTemplate(db);
  });

  describeAccessMatrix({
    operations,
    expected: withOutsidersAndAdmins(operations, {
      volunteerAssigned: { ...all(ALLOWED), ...adminsOnly },
      // The client is not theirs: the record is not there for them.
      volunteerOther: { ...all(ALLOWED), ...adminsOnly, get: NULL, update: 'NOT_FOUND' },
    }),
    callerFor: (label) => rowCaller(app, label, { volunteerAssigned: assigned }),
    subjectId: () => recordId,
    alsoCheck: async ({ expected }) => {
      if (expected === ALLOWED) return;
      // Refused: nothing changed.
      const db = app.database.db;
      expect(await recordVersion(db, access.table, recordId)).toBe(1);
      expect(await recordVersion(db, access.templateTable, templateId)).toBe(1);
      expect(await db.select().from(access.table)).toHaveLength(1);
    },
  });

  describe('lists hold only what the subject may read', () => {
    it("admins see every client's; a volunteer only their clients'", async () => {
      const db = app.database.db;
      const stranger = await callerAs(app.server, db, 'Volunteers');
      const strangersClient = await insertClient(db, {
        assignedVolunteerId: stranger.person!.id,
      });
      const theirs = await access.insert(db, strangersClient.id, stranger.person!.id);
      const listField = `list${access.typeName}s`;
      const ids = (caller: Caller) => listedIds(caller, listField);
      for (const group of ['Admins', 'SuperAdmins'] as const) {
        expect(await ids(await callerAs(app.server, db, group))).toEqual([recordId, theirs].sort());
      }
      expect(await ids(assigned)).toEqual([recordId]);
      expect(await ids(stranger)).toEqual([theirs]);
    });
  });
}
