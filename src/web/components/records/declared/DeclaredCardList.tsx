import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Fields, RecordDeclaration } from '../../../../shared/record/define-record';
import { CardButton } from '../CardButton';
import type { DeclaredRecord } from './declared-records';
import { declaredText } from './declared-text';

interface DeclaredCardListProps<F extends Fields> {
  declaration: RecordDeclaration<F>;
  records: readonly DeclaredRecord<F>[];
  /** The field that names a record: the card's heading and its buttons' names. */
  titleField: keyof F & string;
  /** The fields written on the card's line, in order; empty values left out. */
  lineFields: readonly (keyof F & string)[];
  /** More on the line (a due day), and marks beside the buttons (Overdue). */
  extraLine?: (record: DeclaredRecord<F>) => readonly (string | null)[];
  marks?: (record: DeclaredRecord<F>) => ReactNode;
  onEdit?: (record: DeclaredRecord<F>) => void;
  onDelete?: (record: DeclaredRecord<F>) => void;
}

/**
 * A short list of records of a declared type as cards: a heading, one line of values as people
 * read them, Edit and Delete named after the record (a screen reader hears "Edit State ID").
 */
export function DeclaredCardList<F extends Fields>({
  declaration,
  records,
  titleField,
  lineFields,
  extraLine = () => [],
  marks,
  onEdit,
  onDelete,
}: DeclaredCardListProps<F>) {
  const text = (record: DeclaredRecord<F>, name: keyof F & string) =>
    declaredText(declaration, name, record);
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {records.map((record) => {
        const title = text(record, titleField);
        const line = [...lineFields.map((name) => text(record, name)), ...extraLine(record)]
          .filter(Boolean)
          .join(' · ');
        return (
          <Card key={record.id} component="li" withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Text>
                {line && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {line}
                  </Text>
                )}
              </div>
              <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                {marks?.(record)}
                {onEdit && (
                  <CardButton label="Edit" name={`Edit ${title}`} onClick={() => onEdit(record)} />
                )}
                {onDelete && (
                  <CardButton
                    label="Delete"
                    name={`Delete ${title}`}
                    onClick={() => onDelete(record)}
                  />
                )}
              </Group>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
