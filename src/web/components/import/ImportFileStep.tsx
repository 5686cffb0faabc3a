import { Anchor, FileInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { parseCsv } from '../../../shared/csv/csv-reader';
import {
  decodeCsvBytes,
  firstUnreadableLine,
  type CsvEncoding,
} from '../../../shared/csv/decode-csv';
import type { ImportSpec } from '../../../shared/csv/import-columns';
import { IMPORT_LIMITS, IMPORT_MESSAGES, sampleCsv } from '../../../shared/csv/import-values';

export interface ChosenFile {
  name: string;
  text: string;
  /** How its bytes were read: the dialog says so when it was not UTF-8. */
  encoding: CsvEncoding;
  headers: string[];
}

/** Reads the chosen file and its header row; the server reads it again, as the authority. */
async function readChosenFile(file: File): Promise<ChosenFile> {
  if (file.size > IMPORT_LIMITS.bytes) throw new Error(IMPORT_MESSAGES.tooLarge);
  const { text, encoding } = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
  const unreadable = firstUnreadableLine(text);
  if (unreadable !== null) throw new Error(IMPORT_MESSAGES.unreadable(unreadable));
  const [header] = parseCsv(text);
  if (!header) throw new Error(IMPORT_MESSAGES.empty);
  return { name: file.name, text, encoding, headers: header.fields.map((name) => name.trim()) };
}

/** Step 1: choose a CSV file (or download the sample to see the columns). */
export function ImportFileStep({
  spec,
  onChosen,
}: {
  spec: ImportSpec;
  onChosen: (file: ChosenFile) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const choose = (file: File | null) => {
    setError(null);
    if (!file) return;
    readChosenFile(file).then(onChosen, (failure: unknown) =>
      setError(failure instanceof Error ? failure.message : String(failure)),
    );
  };
  const sampleHref = `data:text/csv;charset=utf-8,${encodeURIComponent(sampleCsv(spec))}`;
  return (
    <Stack>
      <Text size="sm">
        Choose a CSV file with a header row and one row per record (at most {IMPORT_LIMITS.rows}{' '}
        rows). An export from this dashboard can be imported as it is. Nothing is saved until every
        row passes the checks.
      </Text>
      <FileInput
        label="CSV file"
        placeholder="Choose a file"
        // Shown as text, not an input's placeholder: it must be as readable as text (4.5:1).
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        accept=".csv,text/csv"
        onChange={choose}
        error={error}
        clearable
      />
      <Anchor href={sampleHref} download={`${spec.plural}-sample.csv`} size="sm">
        Download sample CSV
      </Anchor>
    </Stack>
  );
}
