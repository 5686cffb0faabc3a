import { Button } from '@mantine/core';
import { useState } from 'react';
import type { ImportRecordType } from '../../../shared/csv/import-columns';
import { ImportDialog } from './ImportDialog';

/** "Import" beside a list's Add button: opens the import screen for that record type. */
export function ImportButton({ recordType }: { recordType: ImportRecordType }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        Import
      </Button>
      {open && <ImportDialog recordType={recordType} onClose={() => setOpen(false)} />}
    </>
  );
}
