/**
 * The service of a record type that needs no rules of its own beyond its declaration (decision
 * 115): a programme's default list (`startsWithDefaultRows`), kept by admins; or a record kept
 * beside a client, kept by the rules of a client's plan (reentry-plan/plan-record-service.ts), what
 * the client's volunteer may change (`volunteerChanges`) and what it sets itself (`onSave`) from its
 * declaration. A type with rules of its own keeps src/server/modules/<type>/<type>.service.ts.
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { RECORD_TYPES } from '../../../shared/record/declarations';
import type { Fields, RecordDeclaration } from '../../../shared/record/define-record';
import type { ServiceContext } from '../../db/record-service';
import type { RecordTable, RecordType } from '../../db/records';
import { RECORD_TABLES } from '../../db/schema/record-tables.generated';
import { todayFor } from '../people/person-writes';
import {
  createDefaultListService,
  createPlanRecordService,
  startFromTemplate,
} from '../reentry-plan/plan-record-service';

type AnyTable = RecordTable & { clientId: AnyPgColumn; createdAt: AnyPgColumn };

function recordTypeOf(typeName: string): RecordType<AnyTable> {
  const table = (RECORD_TABLES as unknown as Record<string, AnyTable | undefined>)[typeName];
  if (!table) throw new Error(`${typeName} has no table: see docs/adding-a-record-type.md`);
  return { name: typeName, table, sortColumn: table.createdAt };
}

function createDeclaredService(declaration: RecordDeclaration<Fields>) {
  const record = recordTypeOf(declaration.typeName);
  if (declaration.startsWithDefaultRows) return createDefaultListService({ record, declaration });
  if (declaration.fields.clientId?.references === 'client') {
    const { onSave } = declaration;
    return createPlanRecordService({
      record,
      declaration,
      complete: onSave && ((values, _client, _before, ctx) => onSave(values, todayFor(ctx))),
    });
  }
  throw new Error(
    `${declaration.typeName} has rules of its own: write its service and API in src/server/modules (docs/adding-a-record-type.md)`,
  );
}

const services = new Map<string, ReturnType<typeof createDeclaredService>>();

/** The declared service of this record type, made once. */
export function declaredServiceOf(declaration: Pick<RecordDeclaration, 'typeName'>) {
  let service = services.get(declaration.typeName);
  if (!service) {
    const registered = RECORD_TYPES.find(
      (type) => type.declaration.typeName === declaration.typeName,
    );
    if (!registered) throw new Error(`${declaration.typeName} is not a registered record type`);
    service = createDeclaredService(registered.declaration);
    services.set(declaration.typeName, service);
  }
  return service;
}

/**
 * Adds a client's list of this type as a copy of the programme's default list (`startsFrom`),
 * each record audited. `unlessStarted`: adds nothing, without refusing, when the client has
 * some or the default list is empty (a plan started while the checklist is).
 */
export function startFromDefaultList(
  ctx: ServiceContext,
  declaration: Pick<RecordDeclaration, 'typeName' | 'startsFrom'>,
  clientId: string,
  { unlessStarted = false } = {},
) {
  const start = declaration.startsFrom!;
  const template = recordTypeOf(start.defaults).table;
  return startFromTemplate(ctx, clientId, {
    record: recordTypeOf(declaration.typeName),
    template,
    templateOrder: (template as unknown as Record<string, AnyPgColumn>)[start.orderBy]!,
    fromTemplate: (row) => start.copy(row as Record<string, unknown>),
    messages: unlessStarted
      ? undefined
      : { exists: start.refusedWhenStarted, emptyTemplate: start.refusedWhenEmpty },
  });
}
