import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { ImportRecordType } from '../../../shared/csv/import-columns';
import { OpeningLoader } from '../OpeningLoader';

// The import screens (reading, checking and mapping a file) load when first opened (decision 059).
const ImportDialog = lazy(() =>
  import('./ImportDialog').then((m) => ({ default: m.ImportDialog })),
);

/** "Import" beside a list's Add button: opens the import screen for that record type. */
export function ImportButton({ recordType }: { recordType: ImportRecordType }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        Import
      </Button>
      {open && (
        <Suspense fallback={<OpeningLoader />}>
          <ImportDialog recordType={recordType} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
