import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FieldItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs, as a description list; an empty value shows a dash, not a gap. */
export function FieldList({ fields, columns = 2 }: { fields: FieldItem[]; columns?: number }) {
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 1, xs: columns }}
      spacing="xs"
      verticalSpacing="xs"
      m={0}
    >
      {fields.map(({ label, value }) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {isEmpty(value) ? '—' : value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === false;
}

/** Lists as people write them: 'Arabic, English'. */
export function listText(values: readonly string[] | null | undefined): string {
  return (values ?? []).join(', ');
}
