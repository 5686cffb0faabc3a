/**
 * CSV exports of the admin lists (decision 022): the server builds the whole file from the
 * list's filter and search; the browser only saves it under the name the server gave.
 */
import { graphql } from './graphql';
import { saveTextFile } from './file-download';

export const CsvExportFields = graphql(`
  fragment CsvExportFields on CsvExport {
    fileName
    rowCount
    csv
  }
`);

export interface CsvFile {
  fileName: string;
  rowCount: number;
  /** The file's text, byte-order mark first (a Blob writes it as UTF-8). */
  csv: string;
}

/** What a list shows: its search text (null: none) and its filter. */
export interface ListSelection<Filter> {
  search: string | null;
  filter: Filter;
}

/** Saves the file through the browser's download, as a link with `download` would. */
export function saveCsvFile(file: CsvFile): void {
  saveTextFile(file.fileName, file.csv, 'text/csv;charset=utf-8');
}
