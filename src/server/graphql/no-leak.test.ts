/**
 * Nothing leaks (decision 090): a subject picks a record it may not read
 * (product.md §13) and tries every path to it: get, list filtered by its id, list filtered by a
 * text only that record holds, update, delete and the status actions. The answer must be the
 * one a record that does not exist gets (same status, data and errors, ids aside), hold
 * neither the record's id nor its text, and the record must be unchanged afterwards.
 *
 * The records have no nested record fields (the API is flat, as the original's), so these
 * paths are all there is; live events are filtered by the same rule (each model's
 * subscription test).
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { admin } from '../db/schema/admin';
import { client } from '../db/schema/client';
import { contactLog } from '../db/schema/contact-log';
import { facility } from '../db/schema/facility';
import { incidentReport } from '../db/schema/incident-report';
import { program } from '../db/schema/program';
import { resource } from '../db/schema/resource';
import { resourceRequest } from '../db/schema/resource-request';
import { schedule } from '../db/schema/schedule';
import { volunteer } from '../db/schema/volunteer';
import { insertClient } from '../../../tests/support/client-factory';
import { insertContactLog } from '../../../tests/support/contact-log-factory';
import { callerAs, type Caller, type GraphQLResult } from '../../../tests/support/graphql';
import { insertIncidentReport } from '../../../tests/support/incident-report-factory';
import { createPerson } from '../../../tests/support/people';
import { insertProgram } from '../../../tests/support/program-factory';
import { insertFacility, insertResource } from '../../../tests/support/resource-factory';
import { insertResourceRequest } from '../../../tests/support/resource-request-factory';
import { insertSchedule } from '../../../tests/support/schedule-factory';
import { useTestApp } from '../../../tests/support/test-app';

const app = useTestApp();

type Subject = 'signedOut' | 'noGroup' | 'Clients' | 'volunteer';
const SUBJECTS: readonly Subject[] = ['signedOut', 'noGroup', 'Clients', 'volunteer'];

interface Model {
  /** 'Client' → getClient, listClients, updateClient, deleteClient. */
  type: string;
  plural: string;
  table: PgTable;
  /** A text field the hidden record alone holds a value in (filterable, updatable). */
  textField: string;
  /** Status actions taking (id, expectedVersion). */
  actions?: readonly string[];
}

const MODELS: Record<string, Model> = {
  Admin: { type: 'Admin', plural: 'Admins', table: admin, textField: 'contactNumber' },
  Volunteer: {
    type: 'Volunteer',
    plural: 'Volunteers',
    table: volunteer,
    textField: 'contactNumber',
  },
  Client: { type: 'Client', plural: 'Clients', table: client, textField: 'contactNumber' },
  ContactLog: { type: 'ContactLog', plural: 'ContactLogs', table: contactLog, textField: 'notes' },
  Facility: {
    type: 'Facility',
    plural: 'Facilities',
    table: facility,
    textField: 'address',
  },
  Resource: { type: 'Resource', plural: 'Resources', table: resource, textField: 'description' },
  Program: { type: 'Program', plural: 'Programs', table: program, textField: 'description' },
  IncidentReport: {
    type: 'IncidentReport',
    plural: 'IncidentReports',
    table: incidentReport,
    textField: 'description',
  },
  Schedule: {
    type: 'Schedule',
    plural: 'Schedules',
    table: schedule,
    textField: 'notes',
    actions: ['approveSchedule', 'rejectSchedule', 'cancelSchedule'],
  },
  ResourceRequest: {
    type: 'ResourceRequest',
    plural: 'ResourceRequests',
    table: resourceRequest,
    textField: 'notes',
    actions: ['approveResourceRequest', 'denyResourceRequest', 'fulfilResourceRequest'],
  },
};

interface Hidden {
  model: Model;
  id: string;
  /** The text only this record holds. */
  secret: string;
  /** Who may not read it. */
  hiddenFrom: readonly Subject[];
}

type Path = 'get' | 'listById' | 'listByText' | 'update' | 'delete' | `action:${string}`;

/** The request a path makes for a record with this id and text. */
function request(model: Model, path: Path, id: string, text: string) {
  const { type, plural, textField } = model;
  switch (path) {
    case 'get':
      return { query: `query($id: ID!) { get${type}(id: $id) { id } }`, variables: { id } };
    case 'listById':
      return {
        query: `query($id: ID!) { list${plural}(filter: { id: { eq: $id } }) { items { id } } }`,
        variables: { id },
      };
    case 'listByText':
      return {
        query: `query($text: String!) { list${plural}(filter: { ${textField}: { eq: $text } }) { items { id } } }`,
        variables: { text },
      };
    case 'update':
      return {
        query: `mutation($input: Update${type}Input!) { update${type}(input: $input) { id } }`,
        variables: { input: { id, expectedVersion: 1, [textField]: 'Changed by a stranger' } },
      };
    case 'delete':
      return {
        query: `mutation($input: Delete${type}Input!) { delete${type}(input: $input) { id } }`,
        variables: { input: { id } },
      };
    default: {
      const action = path.slice('action:'.length);
      return {
        query: `mutation($id: ID!) { ${action}(id: $id, expectedVersion: 1) { id } }`,
        variables: { id },
      };
    }
  }
}

function pathsOf(model: Model): Path[] {
  const paths: Path[] = ['get', 'listById', 'listByText', 'update', 'delete'];
  return [...paths, ...(model.actions ?? []).map((action) => `action:${action}` as const)];
}

/** What a caller can observe, with the asked-for id and text replaced by placeholders. */
function observed(result: GraphQLResult, id: string, text: string): string {
  const seen = {
    status: result.status,
    data: result.data,
    errors: result.errors.map((error) => ({ message: error.message, code: error.extensions })),
  };
  return JSON.stringify(seen).replaceAll(id, '<id>').replaceAll(text, '<text>');
}

async function rowOf(model: Model, id: string): Promise<unknown> {
  const idColumn = (model.table as unknown as { id: PgColumn }).id;
  const [row] = await app.database.db.select().from(model.table).where(eq(idColumn, id));
  return row;
}

/** The records one volunteer may not read, and some that only the other subjects may not. */
async function hiddenRecords(me: string): Promise<Hidden[]> {
  const db = app.database.db;
  const everyone = SUBJECTS;
  const notVolunteers = SUBJECTS.filter((subject) => subject !== 'volunteer');
  const secret = (name: string) => `secret ${name} ${crypto.randomUUID().slice(0, 8)}`;
  const hidden: Hidden[] = [];
  const add = (model: string, id: string, text: string, hiddenFrom: readonly Subject[]) =>
    hidden.push({ model: MODELS[model]!, id, secret: text, hiddenFrom });

  const mine = await insertFacility(db);
  const elsewhere = await insertFacility(db, { address: secret('facility') });
  await db.update(volunteer).set({ assignedFacility: mine.id }).where(eq(volunteer.id, me));
  add('Facility', elsewhere.id, elsewhere.address, notVolunteers);

  const staff = await createPerson(db, 'Admins', 'Staff');
  const staffText = secret('admin');
  await db.update(admin).set({ contactNumber: staffText }).where(eq(admin.id, staff.id));
  add('Admin', staff.id, staffText, everyone);

  const other = await createPerson(db, 'Volunteers', 'Other');
  const otherText = secret('volunteer');
  await db.update(volunteer).set({ contactNumber: otherText }).where(eq(volunteer.id, other.id));
  add('Volunteer', other.id, otherText, everyone);

  const theirClient = await insertClient(db, {
    assignedVolunteerId: other.id,
    createdBy: other.id,
    contactNumber: secret('client'),
  });
  add('Client', theirClient.id, theirClient.contactNumber!, everyone);
  const myClient = await insertClient(db, { assignedVolunteerId: me, contactNumber: secret('c') });
  add('Client', myClient.id, myClient.contactNumber!, notVolunteers);

  const log = await insertContactLog(db, {
    clientId: theirClient.id,
    volunteerId: other.id,
    notes: secret('log'),
  });
  add('ContactLog', log.id, log.notes!, everyone);

  const stock = await insertResource(db, { description: secret('resource') });
  add('Resource', stock.id, stock.description!, notVolunteers);

  const theirProgram = await insertProgram(db, {
    facilityId: elsewhere.id,
    volunteerId: other.id,
    description: secret('program'),
  });
  add('Program', theirProgram.id, theirProgram.description, everyone);

  const report = await insertIncidentReport(db, {
    facilityId: mine.id,
    reporterId: other.id,
    description: secret('incident'),
  });
  add('IncidentReport', report.id, report.description, everyone);

  const shift = await insertSchedule(db, {
    facilityId: mine.id,
    volunteerId: other.id,
    notes: secret('schedule'),
  });
  add('Schedule', shift.id, shift.notes!, everyone);

  const ask = await insertResourceRequest(db, {
    resourceId: stock.id,
    requesterId: other.id,
    notes: secret('request'),
  });
  add('ResourceRequest', ask.id, ask.notes!, everyone);
  return hidden;
}

it('a record a subject may not read answers every path like one that does not exist', async () => {
  const db = app.database.db;
  const callers = {} as Record<Subject, Caller>;
  for (const subject of SUBJECTS) {
    const group = subject === 'volunteer' ? 'Volunteers' : subject === 'noGroup' ? null : subject;
    callers[subject] = await callerAs(app.server, db, group);
  }
  const hidden = await hiddenRecords(callers.volunteer.person!.id);

  // The paths are real: a super admin reaches every hidden record by each query path.
  const superAdmin = await callerAs(app.server, db, 'SuperAdmins');
  for (const record of hidden) {
    for (const path of ['get', 'listById', 'listByText'] as const) {
      const { query, variables } = request(record.model, path, record.id, record.secret);
      const result = await superAdmin.run(query, variables);
      expect(JSON.stringify(result.data), `${record.model.type} ${path}`).toContain(record.id);
    }
  }

  // Named by a label, so that a counterexample reads "volunteer get Client #3".
  const cases = new Map(
    hidden.flatMap((record, index) =>
      record.hiddenFrom.flatMap((subject) =>
        pathsOf(record.model).map((path) => [
          `${subject} ${path} ${record.model.type} #${index}`,
          { record, subject, path },
        ]),
      ),
    ),
  );
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...cases.keys()), async (label) => {
      const { record, subject, path } = cases.get(label)!;
      const caller = callers[subject];
      const before = await rowOf(record.model, record.id);
      const real = request(record.model, path, record.id, record.secret);
      const answer = await caller.run(real.query, real.variables);
      expect(await rowOf(record.model, record.id), `${label} changed nothing`).toEqual(before);

      const text = JSON.stringify(answer);
      expect(text, label).not.toContain(record.id);
      expect(text, label).not.toContain(record.secret);

      const phantomId = crypto.randomUUID();
      const phantomText = `secret nobody ${crypto.randomUUID().slice(0, 8)}`;
      const phantom = request(record.model, path, phantomId, phantomText);
      const phantomAnswer = await caller.run(phantom.query, phantom.variables);
      expect(observed(answer, record.id, record.secret), label).toBe(
        observed(phantomAnswer, phantomId, phantomText),
      );
    }),
    { numRuns: Math.min(cases.size, 150) },
  );
});
