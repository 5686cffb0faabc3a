/** The importRecords mutation (decision 023): a dry run or the import of one CSV file. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportRecordType } from '../../../shared/csv/import-columns';
import type { ImportMapping } from '../../../shared/csv/import-values';
import { graphql, requestWithin, type ResultOf } from '../../lib/graphql';

const ImportRecords = graphql(`
  mutation ImportRecords(
    $recordType: ImportRecordType!
    $csv: String!
    $mapping: [ImportColumnInput!]!
    $dryRun: Boolean!
    $sendInvitations: Boolean
  ) {
    importRecords(
      recordType: $recordType
      csv: $csv
      mapping: $mapping
      dryRun: $dryRun
      sendInvitations: $sendInvitations
    ) {
      dryRun
      rowCount
      imported
      accounts
      problems {
        row
        duplicates
        errors {
          field
          column
          message
        }
      }
    }
  }
`);

/**
 * Every row is written (and, in a dry run, rolled back) by the record's own service: a full file
 * takes seconds, more on the embedded database of a busy server (decision 023).
 */
const IMPORT_TIMEOUT_MS = 120_000;

export type ImportAnswer = ResultOf<typeof ImportRecords>['importRecords'];

export interface ImportRequest {
  recordType: ImportRecordType;
  csv: string;
  mapping: ImportMapping;
  dryRun: boolean;
  sendInvitations: boolean;
}

export function useImportRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (args: ImportRequest) =>
      (
        await requestWithin(IMPORT_TIMEOUT_MS, ImportRecords, {
          recordType: args.recordType.toUpperCase() as Uppercase<ImportRecordType>,
          csv: args.csv,
          mapping: Object.entries(args.mapping).map(([field, column]) => ({
            field,
            column: column ?? null,
          })),
          dryRun: args.dryRun,
          sendInvitations: args.sendInvitations,
        })
      ).importRecords,
    // Every list may now hold new records (and name new facilities).
    onSuccess: async (answer) => {
      if (answer.imported > 0) await queryClient.invalidateQueries();
    },
  });
}
