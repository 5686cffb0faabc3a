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
import { clientConsent } from '../../db/schema/client-consent';
import { contactLog } from '../../db/schema/contact-log';
import { reentryCheckIn } from '../../db/schema/reentry-check-in';
import { reentryDocument } from '../../db/schema/reentry-document';
import { reentryStep } from '../../db/schema/reentry-step';

type BesideTable = PgTable & { id: AnyPgColumn; clientId: AnyPgColumn };

/** Each type's table, by its API name. */
export const TABLES_BESIDE_A_CLIENT: Readonly<Record<string, BesideTable>> = {
  ContactLog: contactLog,
  ClientConsent: clientConsent,
  ReentryStep: reentryStep,
  ReentryCheckIn: reentryCheckIn,
  ReentryDocument: reentryDocument,
};

function besideTypes(): { declaration: RecordDeclaration<Fields>; table: BesideTable }[] {
  return TYPES_KEPT_BESIDE_A_CLIENT.map((declaration) => {
    const table = TABLES_BESIDE_A_CLIENT[declaration.typeName];
    if (!table) {
      throw new Error(
        `${declaration.typeName} is kept beside a client: add its table to TABLES_BESIDE_A_CLIENT in records-beside-client.ts`,
      );
    }
    return { declaration, table };
  });
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
