import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { saveCsvFile, type CsvFile } from '../../lib/csv-download';

/**
 * Export CSV: asks the server for the whole list as it is filtered (every page, not only the
 * one on screen) and saves it as `<list>-<date>.csv`. A failure is shown, never only logged.
 */
export function ExportCsvButton({
  plural,
  exportFile,
  label = 'Export CSV',
}: {
  /** 'clients': used in the failure message. */
  plural: string;
  exportFile: () => Promise<CsvFile>;
  /** A second export of the page says what it holds ('Export clearances'). */
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await exportFile();
      saveCsvFile(file);
      notifications.show({
        color: 'brand',
        message: `Exported ${file.rowCount} ${file.rowCount === 1 ? 'row' : 'rows'} to ${file.fileName}`,
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: `Failed to export ${plural}`,
        message: error instanceof Error ? error.message : 'Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
}
