import { Group, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';

/** The page heading (h1), with optional actions beside it; also names the browser tab. */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Outreach Dashboard`;
  }, [title]);
  return (
    <Group justify="space-between" mb="lg" wrap="wrap" gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Group>
  );
}
