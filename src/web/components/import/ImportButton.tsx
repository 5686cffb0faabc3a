import { Button } from '@mantine/core';
import { Suspense, useState } from 'react';
import type { ImportRecordType } from '../../../shared/csv/import-columns';
import { OpeningLoader } from '../OpeningLoader';
import { lazyNamed } from '../../lib/lazy-named';

// The import screens (reading, checking and mapping a file) load when first opened (decision 059).
const ImportDialog = lazyNamed(() => import('./ImportDialog'), 'ImportDialog');

/**
 * "Import" beside a list's Add button: opens the import screen for that record type. A second
 * import on a page says what it brings in ('Import papers').
 */
export function ImportButton({
  recordType,
  label = 'Import',
}: {
  recordType: ImportRecordType;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Suspense fallback={<OpeningLoader />}>
          <ImportDialog recordType={recordType} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
