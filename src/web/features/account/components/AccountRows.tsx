import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The lists of My account (sessions, passkeys, sign-in providers): stacked rows, not a table, so
 * a phone shows every row and its button.
 */
export function AccountRows({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap={0} p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/** One row: what it is (bold), a line about it, and its button or badge at the end. */
export function AccountRow({
  title,
  titleHint,
  detail,
  action,
}: {
  title: string;
  /** Shown on hover over the title (e.g. a raw browser string). */
  titleHint?: string;
  detail: string;
  action: ReactNode;
}) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <div style={{ minWidth: 0 }}>
        <Text fw={600} title={titleHint}>
          {title}
        </Text>
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      </div>
      {action}
    </Group>
  );
}
