/**
 * The records of a client's reentry plan (product.md §3.3.1 and §3.3.9, decision 068): its steps
 * and its papers, kept by one set of rules. Admins add, change and remove them and start them from
 * the programme's default list. A volunteer sees those of the clients assigned to them and works
 * them: only the fields the record type lets a volunteer change. An anonymised client's plan takes
 * no new records.
 */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Fields, RecordDeclaration } from '../../../shared/record/define-record';
import { createDefaults, storedWithChanges } from '../../../shared/record/define-record';
import { isStaff, type Viewer } from '../../auth/viewer';
import type { DbExecutor } from '../../db/client';
import {
  createRecordService,
  restrictedViewer,
  type ServiceContext,
} from '../../db/record-service';
import { findRecord, insertRecord, type RecordTable, type RecordType } from '../../db/records';
import type { ClientRow } from '../../db/schema/client';
import { AppError, fieldError, parseInput } from '../../errors';
import { refuseAnonymisedClient } from '../client/client-anonymised';
import { clientRecord } from '../client/client.service';
import { inTransaction } from '../people/person-writes';

type PlanTable = RecordTable & { clientId: AnyPgColumn };
type TemplateTable = RecordTable & { createdAt: AnyPgColumn };
type PlanRow<Table extends PlanTable> = Table['$inferSelect'] & { clientId: string };

const PLAN_RECORD_MESSAGES = {
  clientNotFound: 'Client not found',
} as const;

/** The client a plan record is for: there, and not anonymised. */
async function planClient(db: DbExecutor, clientId: string): Promise<ClientRow> {
  const found = await findRecord(db, clientRecord, clientId);
  if (!found) throw fieldError('clientId', PLAN_RECORD_MESSAGES.clientNotFound);
  refuseAnonymisedClient(found);
  return found;
}

interface PlanRecordOptions<Table extends PlanTable, F extends Fields> {
  record: RecordType<Table>;
  /** Its `volunteerChanges` say what the client's volunteer may change. */
  declaration: RecordDeclaration<F>;
  /**
   * The record's values as the server keeps them, given the checked input, the client and the
   * stored record (null for a new one): checks of its own, and fields it sets itself.
   */
  complete?: (
    values: Record<string, unknown>,
    client: () => Promise<ClientRow>,
    before: PlanRow<Table> | null,
    ctx: ServiceContext,
  ) => Promise<Record<string, unknown>> | Record<string, unknown>;
}

/** The plan records of the clients assigned to the volunteer. */
const ofAssignedClients = (table: PlanTable, viewer: Viewer): SQL =>
  sql`${table.clientId} in (select c.id from client c where c.assigned_volunteer_id = ${viewer.userId})`;

export function createPlanRecordService<Table extends PlanTable, F extends Fields>(
  options: PlanRecordOptions<Table, F>,
) {
  const { record, declaration } = options;
  const complete = options.complete ?? ((values) => values);
  // Without volunteerChanges the client's volunteer reads the records and changes none.
  const volunteerChanges = declaration.volunteerChanges ?? {
    fields: [],
    refused: `Volunteers cannot change a ${declaration.noun}`,
  };
  return createRecordService({
    record,
    access: {
      readableWhere: (viewer) =>
        isStaff(viewer) ? undefined : ofAssignedClients(record.table, viewer),
      // A volunteer reaches only the records of their clients (readableWhere), and there changes
      // only the fields the record type allows (prepareUpdate).
      canUpdate: () => true,
      canDelete: (viewer) => isStaff(viewer),
    },
    prepareCreate: async (input, ctx) => {
      const values = parseInput(declaration.inputObject, {
        ...createDefaults(declaration),
        ...input,
      }) as Record<string, unknown>;
      const client = await planClient(ctx.db, String(values.clientId));
      return complete(values, () => Promise.resolve(client), null, ctx);
    },
    prepareUpdate: async (current, sent, ctx) => {
      if (restrictedViewer(ctx.caller)) {
        const allowed: readonly string[] = volunteerChanges.fields;
        if (Object.keys(sent).some((field) => !allowed.includes(field))) {
          throw new AppError('FORBIDDEN', volunteerChanges.refused);
        }
      }
      const values = parseInput(
        declaration.inputObject,
        storedWithChanges(declaration, current, sent),
      ) as Record<string, unknown>;
      const row = current as PlanRow<Table>;
      return complete(values, () => planClient(ctx.db, row.clientId), row, ctx);
    },
  });
}

interface StartFromTemplate<Table extends PlanTable, Template extends TemplateTable> {
  record: RecordType<Table>;
  template: Template;
  /** The default list's order: by days from release, those without last, then as added. */
  templateOrder: AnyPgColumn;
  /** A client's record from a row of the default list. */
  fromTemplate: (row: Template['$inferSelect'], client: ClientRow) => Record<string, unknown>;
  /** Refused when the client has records already or the default list is empty; absent: none added then. */
  messages?: { exists: string; emptyTemplate: string };
  /** After the records are added, in the same transaction. */
  then?: (ctx: ServiceContext, client: ClientRow) => Promise<void>;
}

/**
 * Adds a client's plan records as a copy of the programme's default list, unless the client has
 * some already; all in one transaction, each audited.
 */
export function startFromTemplate<Table extends PlanTable, Template extends TemplateTable>(
  ctx: ServiceContext,
  clientId: string,
  options: StartFromTemplate<Table, Template>,
): Promise<PlanRow<Table>[]> {
  return inTransaction(ctx, async (txCtx) => {
    const client = await findRecord(txCtx.db, clientRecord, clientId, { forUpdate: true });
    if (!client) throw new AppError('NOT_FOUND', PLAN_RECORD_MESSAGES.clientNotFound);
    refuseAnonymisedClient(client);
    const table = options.record.table;
    const [existing] = await txCtx.db
      .select({ id: table.id })
      .from(table as RecordTable)
      .where(eq(table.clientId, clientId))
      .limit(1);
    if (existing) {
      if (!options.messages) return [];
      throw new AppError('VALIDATION_FAILED', options.messages.exists);
    }
    const template = (await txCtx.db
      .select()
      .from(options.template as RecordTable)
      .orderBy(
        sql`${options.templateOrder} asc nulls last`,
        asc(options.template.createdAt),
      )) as Template['$inferSelect'][];
    if (template.length === 0 && options.messages) {
      throw new AppError('VALIDATION_FAILED', options.messages.emptyTemplate);
    }
    const added: PlanRow<Table>[] = [];
    for (const row of template) {
      added.push(
        (await insertRecord(txCtx.db, txCtx.actor, options.record, {
          clientId,
          ...options.fromTemplate(row, client),
        })) as PlanRow<Table>,
      );
    }
    await options.then?.(txCtx, client);
    return added;
  });
}

/**
 * A programme's default list (the plan's steps, the papers' checklist): admins keep it; a client's
 * list starts as a copy (startFromTemplate), so changing it changes no list already started.
 */
export function createDefaultListService<Table extends RecordTable, F extends Fields>({
  record,
  declaration,
}: {
  record: RecordType<Table>;
  declaration: RecordDeclaration<F>;
}) {
  return createRecordService({
    record,
    prepareCreate: (input) => parseInput(declaration.inputObject, input),
    prepareUpdate: (current, sent) =>
      parseInput(declaration.inputObject, storedWithChanges(declaration, current, sent)),
  });
}
