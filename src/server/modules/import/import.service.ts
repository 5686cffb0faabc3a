/**
 * Spreadsheet imports (decision 023): a CSV file of clients, volunteers, facilities, resources
 * or clients' papers, read through a column mapping, checked row by row by the record type's own service
 * (so the form's rules and messages apply, references are checked and every record is audited),
 * and written all together in one transaction or not at all. A dry run does exactly the same
 * work and rolls it back, so it finds every error the real import would meet.
 */
import { CsvError, parseCsv } from '../../../shared/csv/csv-reader';
import { firstUnreadableLine } from '../../../shared/csv/decode-csv';
import { IMPORT_SPECS, type ImportRecordType } from '../../../shared/csv/import-columns';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  invalidValues,
  rowInput,
  utf8Length,
  type ImportMapping,
} from '../../../shared/csv/import-values';
import type { Database, Transaction } from '../../db/client';
import { isEmbedded } from '../../db/heavy-lane';
import type { ServiceContext } from '../../db/record-service';
import { AppError, fieldError } from '../../errors';
import { volunteerService } from '../volunteer/volunteer.service';
import { volunteerClearanceService } from '../volunteer-clearance/volunteer-clearance.service';
import { duplicateFields, findDuplicates } from './import-duplicates';
import { IMPORT_SERVICES } from './import-services.generated';
import { referenceResolver } from './import-references';

export interface ImportArgs {
  recordType: ImportRecordType;
  csv: string;
  mapping: ImportMapping;
  dryRun: boolean;
  /** E-mail an invitation to each new account once the import is committed. */
  sendInvitations: boolean;
}

export interface ImportFieldError {
  field: string;
  /** The file's column the field was read from; null for rules about the row as a whole. */
  column: string | null;
  message: string;
}

export interface ImportRowProblem {
  /** The row's line in the file (the header is line 1), as a spreadsheet numbers it. */
  row: number;
  errors: ImportFieldError[];
  duplicates: string[];
}

export interface ImportResult {
  recordType: ImportRecordType;
  dryRun: boolean;
  /** Rows under the header. */
  rowCount: number;
  /** Records created: 0 on a dry run and whenever any row has a problem. */
  imported: number;
  /** New sign-in accounts (volunteers, clients with an e-mail): invited, or would be. */
  accounts: number;
  problems: ImportRowProblem[];
}

type Create = (ctx: ServiceContext, input: Record<string, unknown>) => Promise<unknown>;

/** An import that does more than its service's create. */
const CREATE_AND_MORE: Partial<Record<ImportRecordType, Create>> = {
  volunteer: async (ctx, input) => {
    const created = await volunteerService.create(ctx, input);
    // product.md §3.2.1: a spreadsheet's one clearance (status, expiry) of a volunteer with a
    // facility is their clearance there, as migration 0025 carried the stored ones over.
    if (created.clearanceStatus && created.assignedFacility) {
      await volunteerClearanceService.create(ctx, {
        volunteerId: created.id,
        facilityId: created.assignedFacility,
        status: created.clearanceStatus,
        expiresOn: created.clearanceExpiration,
      });
    }
    return created;
  },
};

/** Creates one record through its service, exactly as the form's create does. */
function create(recordType: ImportRecordType): Create {
  return (
    CREATE_AND_MORE[recordType] ?? ((ctx, input) => IMPORT_SERVICES[recordType].create(ctx, input))
  );
}

/** The sign-in account a created record brought with it, if any. */
function accountOf(recordType: ImportRecordType, created: unknown): string | null {
  const row = created as { id?: string; accountId?: string | null };
  if (recordType === 'volunteer') return row.id ?? null;
  if (recordType === 'client') return row.accountId ?? null;
  return null;
}

/** Thrown to roll the import's transaction back: a dry run, or a row that failed. */
class RollBack extends Error {}

function readFile(csv: string, mapping: ImportMapping, recordType: ImportRecordType) {
  if (utf8Length(csv) > IMPORT_LIMITS.bytes) throw fieldError('csv', IMPORT_MESSAGES.tooLarge);
  // A file decoded as what it is not: refused, never stored with "�" in names.
  const unreadable = firstUnreadableLine(csv);
  if (unreadable !== null) throw fieldError('csv', IMPORT_MESSAGES.unreadable(unreadable));
  let records;
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvError) throw fieldError('csv', error.message);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw fieldError('csv', IMPORT_MESSAGES.empty);
  if (rows.length === 0) throw fieldError('csv', IMPORT_MESSAGES.noRows);
  if (rows.length > IMPORT_LIMITS.rows) throw fieldError('csv', IMPORT_MESSAGES.tooManyRows);
  const headers = header.fields.map((name) => name.trim());
  const fields = new Set(IMPORT_SPECS[recordType].columns.map((column) => column.field));
  for (const [field, column] of Object.entries(mapping)) {
    if (!fields.has(field)) throw fieldError('mapping', IMPORT_MESSAGES.unknownField(field));
    if (!column) continue;
    if (!headers.includes(column))
      throw fieldError('mapping', IMPORT_MESSAGES.unknownHeader(column));
    if (headers.indexOf(column) !== headers.lastIndexOf(column)) {
      throw fieldError('mapping', IMPORT_MESSAGES.duplicateHeader(column));
    }
  }
  return { headers, rows };
}

/**
 * The messages of a refused row, by field, with the column each field came from. Where a cell
 * named a facility ambiguously, that says more than the service's 'Facility not found'.
 */
function rowErrors(
  error: AppError,
  mapping: ImportMapping,
  referenceErrors: Record<string, string>,
): ImportFieldError[] {
  const fieldErrors = {
    ...((error.extensions.fieldErrors ?? { form: error.message }) as Record<string, string>),
    ...referenceErrors,
  };
  return Object.entries(fieldErrors).map(([field, message]) => ({
    field,
    column: mapping[field] ?? null,
    message,
  }));
}

/**
 * Reads, checks and (unless a dry run, and only when every row is good) creates the records.
 * `invitationsSent` settles once the new accounts' invitations have gone out (after the commit).
 */
export async function importRecords(
  ctx: ServiceContext,
  args: ImportArgs,
): Promise<{ result: ImportResult; invitationsSent: Promise<void> }> {
  const spec = IMPORT_SPECS[args.recordType];
  const { headers, rows } = readFile(args.csv, args.mapping, args.recordType);
  const resolve = await referenceResolver(ctx.db, spec);
  const inputs = rows.map((row) => {
    const resolved = resolve(rowInput(spec, headers, row.fields, args.mapping));
    // A value given but not allowed is named as such (over the schema's "is required").
    const errors = { ...invalidValues(spec, resolved.input), ...resolved.errors };
    return { line: row.line, input: resolved.input, errors };
  });
  const duplicates = await findDuplicates(ctx.db, args.recordType, inputs);
  /**
   * Runs row `index` through its service in `tx`, under a savepoint so that a refused row is
   * undone alone; its problems, if any. No invitations inside the transaction.
   */
  const tryRow = async (tx: Transaction, index: number, accounts: string[]) => {
    const { line, input, errors: referenceErrors } = inputs[index]!;
    const duplicateReasons = duplicates.get(index) ?? [];
    let errors: ImportFieldError[] = [];
    try {
      const created = await tx.transaction((rowTx) =>
        create(args.recordType)(
          { ...ctx, db: rowTx as unknown as Database, invitations: undefined },
          input,
        ),
      );
      const account = accountOf(args.recordType, created);
      if (account) accounts.push(account);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors = rowErrors(error, args.mapping, referenceErrors);
    }
    // A duplicate's e-mail or client id is refused again by the service: said once.
    if (duplicateReasons.length > 0) {
      const reported = duplicateFields(args.recordType);
      errors = errors.filter((error) => !reported.has(error.field));
    }
    return errors.length > 0 || duplicateReasons.length > 0
      ? { row: line, errors, duplicates: duplicateReasons }
      : null;
  };

  let problems: ImportRowProblem[] = [];
  let accounts: string[] = [];
  if (isEmbedded(ctx.db)) {
    // The embedded database has one connection for everyone: the check runs each row in a
    // transaction of its own, rolled back, so other requests' queries go between two rows
    // (decision 087). Rows of one file meet only through what findDuplicates reports, so this
    // finds what one transaction would. Only a file without problems is then written, whole.
    for (const index of inputs.keys()) {
      await keptIf(ctx.db, async (tx) => {
        const problem = await tryRow(tx, index, accounts);
        if (problem) problems.push(problem);
      });
    }
    if (args.dryRun || problems.length > 0) return answer(args, rows.length, problems, accounts);
    accounts = [];
  }
  problems = [];
  await keptIf(ctx.db, async (tx) => {
    for (const index of inputs.keys()) {
      const problem = await tryRow(tx, index, accounts);
      if (problem) problems.push(problem);
    }
    // Any problem, or a dry run, and nothing is kept.
    return !args.dryRun && problems.length === 0;
  });
  return answer(args, rows.length, problems, accounts, ctx.invitations);
}

/** Runs `work` in a transaction, kept only when it returns true: otherwise rolled back. */
async function keptIf(db: Database, work: (tx: Transaction) => Promise<boolean | void>) {
  try {
    await db.transaction(async (tx) => {
      if ((await work(tx)) !== true) throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
}

function answer(
  args: ImportArgs,
  rowCount: number,
  problems: ImportRowProblem[],
  accounts: string[],
  invitationsOf?: ServiceContext['invitations'],
): { result: ImportResult; invitationsSent: Promise<void> } {
  const committed = !args.dryRun && problems.length === 0;
  const invitations = committed && args.sendInvitations ? invitationsOf : undefined;
  return {
    result: {
      recordType: args.recordType,
      dryRun: args.dryRun,
      rowCount,
      imported: committed ? rowCount : 0,
      accounts: accounts.length,
      problems,
    },
    // One after another, after the commit: an e-mail about a rolled-back account would mislead.
    invitationsSent: (async () => {
      for (const account of invitations ? accounts : []) await invitations!.send(account);
    })(),
  };
}
