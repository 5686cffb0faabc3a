/** importRecords: a CSV file of one record type, dry run or import (decision 023). Admins only. */
import { IMPORT_RECORD_TYPES, type ImportRecordType } from '../../../shared/csv/import-columns';
import { builder } from '../../graphql/builder';
import { serviceContext } from '../../graphql/crud-fields';
import { importCost, ONCE_PER_REQUEST } from '../../graphql/request-cost';
import {
  importRecords,
  type ImportFieldError,
  type ImportResult,
  type ImportRowProblem,
} from './import.service';

const ImportRecordTypeEnum = builder.enumType('ImportRecordType', {
  values: Object.fromEntries(
    IMPORT_RECORD_TYPES.map((type) => [type.toUpperCase(), { value: type }]),
  ) as Record<Uppercase<ImportRecordType>, { value: ImportRecordType }>,
});

const ImportColumnInput = builder.inputType('ImportColumnInput', {
  description: 'Which column of the file (by its header) a field is read from',
  fields: (t) => ({
    field: t.string({ required: true }),
    column: t.string({ description: 'The header; null or left out: the field is not imported' }),
  }),
});

const ImportFieldErrorType = builder.objectRef<ImportFieldError>('ImportFieldError').implement({
  fields: (t) => ({
    field: t.exposeString('field'),
    column: t.exposeString('column', { nullable: true }),
    message: t.exposeString('message', { description: "The form's message" }),
  }),
});

const ImportRowProblemType = builder.objectRef<ImportRowProblem>('ImportRowProblem').implement({
  fields: (t) => ({
    row: t.exposeInt('row', { description: 'Line of the file; the header is line 1' }),
    errors: t.field({ type: [ImportFieldErrorType], resolve: (problem) => problem.errors }),
    duplicates: t.exposeStringList('duplicates'),
  }),
});

const ImportResultType = builder.objectRef<ImportResult>('ImportResult').implement({
  fields: (t) => ({
    recordType: t.field({ type: ImportRecordTypeEnum, resolve: (result) => result.recordType }),
    dryRun: t.exposeBoolean('dryRun'),
    rowCount: t.exposeInt('rowCount'),
    imported: t.exposeInt('imported', {
      description: 'Records created: 0 on a dry run and whenever any row has a problem',
    }),
    accounts: t.exposeInt('accounts', { description: 'New sign-in accounts (or would be)' }),
    problems: t.field({ type: [ImportRowProblemType], resolve: (result) => result.problems }),
  }),
});

builder.mutationFields((t) => ({
  importRecords: t.field({
    type: ImportResultType,
    description:
      "Checks every row of a CSV file with the create form's rules; unless dryRun, creates them all in one transaction, or none when any row has a problem",
    authScopes: { permission: 'import.records' },
    complexity: importCost,
    extensions: ONCE_PER_REQUEST,
    args: {
      recordType: t.arg({ type: ImportRecordTypeEnum, required: true }),
      csv: t.arg.string({ required: true }),
      mapping: t.arg({ type: [ImportColumnInput], required: true }),
      dryRun: t.arg.boolean({ required: true }),
      sendInvitations: t.arg.boolean({
        description: 'E-mail each new account its invitation after the import (default true)',
      }),
    },
    resolve: async (_root, args, context) => {
      const { result, invitationsSent } = await importRecords(serviceContext(context), {
        recordType: args.recordType,
        csv: args.csv,
        mapping: Object.fromEntries(args.mapping.map((entry) => [entry.field, entry.column])),
        dryRun: args.dryRun,
        sendInvitations: args.sendInvitations ?? true,
      });
      // Invitations go out after the answer: each is logged when it fails (Invitations.send).
      void invitationsSent;
      return result;
    },
  }),
}));
