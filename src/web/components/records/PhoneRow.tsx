import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table row as a phone shows it (product.md §2.2): the record's name, its key fields on a line or
 * two, its status and its actions, all within the screen's width.
 */
export function PhoneRow({
  name,
  title,
  details,
  status,
  actions,
}: {
  /** The row's accessible name, e.g. 'Friday Jumah'. */
  name: string;
  title: ReactNode;
  /** Key fields, shown joined by ' · '; empty ones are left out. */
  details: (string | null | undefined)[];
  status?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card component="article" aria-label={name} withBorder padding="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          {status}
        </Group>
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {details.filter(Boolean).join(' · ')}
        </Text>
        {actions}
      </Stack>
    </Card>
  );
}
