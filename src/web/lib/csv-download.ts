/**
 * CSV exports of the admin lists (decision 022): the server builds the whole file from the
 * list's filter and search; the browser only saves it under the name the server gave.
 */
import { graphql } from './graphql';

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
  const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
