/** The result of every exportX query (decision 022): a CSV file, whole, with its name. */
import type { CsvExportColumns } from '../../shared/csv/export-columns';
import type { RecordService } from '../db/record-service';
import type { RecordTable } from '../db/records';
import { exportCsv, type CsvExport, type ExportOptions } from '../export/csv-export';
import { builder } from './builder';
import { actorOf, type GraphQLContext } from './context';

export const CsvExportRef = builder.objectRef<CsvExport>('CsvExport').implement({
  description: 'A list as a CSV file: UTF-8 with a byte-order mark, CRLF line ends (RFC 4180)',
  fields: (t) => ({
    fileName: t.exposeString('fileName', { description: 'e.g. clients-2026-11-25.csv' }),
    rowCount: t.exposeInt('rowCount', { description: 'Records in the file, header not counted' }),
    csv: t.exposeString('csv', { description: 'The whole file, byte-order mark first' }),
  }),
});

export function exportCsvField<Table extends RecordTable>(
  context: GraphQLContext,
  service: RecordService<Table>,
  columns: CsvExportColumns,
  options: ExportOptions,
): Promise<CsvExport> {
  return exportCsv(
    {
      db: context.db,
      actor: actorOf(context),
      // Scope auth has already refused signed-out callers.
      caller: context.viewer!,
      timeZone: context.orgTimeZone,
    },
    service,
    columns,
    options,
  );
}
