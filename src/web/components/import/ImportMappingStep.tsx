import { NativeSelect, SimpleGrid, Text } from '@mantine/core';
import type { ImportSpec } from '../../../shared/csv/import-columns';
import type { ImportMapping } from '../../../shared/csv/import-values';

const NOT_IMPORTED = '';

/**
 * Step 2: which column of the file each field is read from, as proposed from the headers; the
 * required fields are marked. Columns left unmapped are not imported.
 */
export function ImportMappingStep({
  spec,
  headers,
  mapping,
  onChange,
}: {
  spec: ImportSpec;
  headers: readonly string[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}) {
  const options = [
    { value: NOT_IMPORTED, label: '(not imported)' },
    ...headers.map((header) => ({ value: header, label: header })),
  ];
  return (
    <>
      <Text size="sm">
        Check which column of the file each field is read from. Fields marked * are required. Fields
        without a column keep the form&apos;s default.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {spec.columns.map((column) => (
          <NativeSelect
            key={column.field}
            label={column.label}
            withAsterisk={column.required}
            data={options}
            value={mapping[column.field] ?? NOT_IMPORTED}
            error={column.required && !mapping[column.field] ? 'Choose a column' : undefined}
            onChange={(event) =>
              onChange({ ...mapping, [column.field]: event.currentTarget.value || null })
            }
          />
        ))}
      </SimpleGrid>
    </>
  );
}
