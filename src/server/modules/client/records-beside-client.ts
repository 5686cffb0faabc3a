/**
 * The tables of the record types kept beside a client (TYPES_KEPT_BESIDE_A_CLIENT, found in the
 * registry by their reference to a client): deleting a client deletes their rows, each audited;
 * anonymising a client deletes them or anonymises them field by field, as each field's
 * declaration says (decision 076). A test fails naming a type kept beside a client that is not
 * here.
 */
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Fields, RecordDeclaration } from '../../../shared/record/define-record';
import { TYPES_KEPT_BESIDE_A_CLIENT } from '../../../shared/record/declarations';
import { recordAudit, type Actor } from '../../audit/audit';
import type { DbExecutor } from '../../db/client';
import { RECORD_TABLES } from '../../db/schema/record-tables.generated';

type BesideTable = PgTable & { id: AnyPgColumn; clientId: AnyPgColumn };

/** A kept-beside type's table (record-tables.generated.ts), by its API name. */
export function besideTable(typeName: string): BesideTable {
  const tables: Readonly<Record<string, PgTable | undefined>> = RECORD_TABLES;
  const table = tables[typeName];
  if (!table || !('clientId' in table)) {
    throw new Error(
      `${typeName} is kept beside a client but has no table: add it below src/server/db/schema, then npm run schema:print`,
    );
  }
  return table as BesideTable;
}

function besideTypes(): { declaration: RecordDeclaration<Fields>; table: BesideTable }[] {
  return TYPES_KEPT_BESIDE_A_CLIENT.map((declaration) => ({
    declaration,
    table: besideTable(declaration.typeName),
  }));
}

/** The client's records of every type kept beside them, deleted; each deletion audited. */
export async function deleteRecordsBesideClient(db: DbExecutor, actor: Actor, clientId: string) {
  for (const { declaration, table } of besideTypes()) {
    const rows = (await db.delete(table).where(eq(table.clientId, clientId)).returning()) as {
      id: string;
    }[];
    for (const row of rows) {
      await recordAudit(db, actor, {
        recordType: declaration.typeName,
        recordId: row.id,
        before: row,
        after: null,
      });
    }
  }
}

/** What anonymising writes into a field: nothing, or only the month of a date. */
function anonymisedColumn(
  kind: string,
  anonymise: string | undefined,
  column: AnyPgColumn,
): SQL | [] | null | undefined {
  if (anonymise === 'remove') return kind === 'list' ? [] : null;
  if (anonymise === 'coarsen' && kind === 'date') {
    return sql`date_trunc('month', ${column})::date`;
  }
  return undefined;
}

/**
 * The client's records kept beside them, anonymised: deleted whole where the type says so,
 * otherwise each field removed, coarsened or kept as it declares (not audited: the client's
 * trail is emptied and gets one ANONYMISE entry).
 */
export async function anonymiseRecordsBesideClient(db: DbExecutor, clientId: string) {
  for (const { declaration, table } of besideTypes()) {
    if (declaration.deletedWhenClientAnonymised) {
      await db.delete(table).where(eq(table.clientId, clientId));
      continue;
    }
    const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
    const changes = Object.fromEntries(
      Object.entries(declaration.fields).flatMap(([name, field]) => {
        const value = anonymisedColumn(field.kind, field.anonymise, columns[name]!);
        return value === undefined ? [] : [[name, value]];
      }),
    );
    if (Object.keys(changes).length > 0) {
      await db.update(table).set(changes).where(eq(table.clientId, clientId));
    }
  }
}
