import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from '../components/Logo';

/** The frame of every sign-in view: logo, heading and a narrow card (max 30rem, product.md §9). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw="30rem" gap="lg">
        <Center>
          <Logo size={48} />
        </Center>
        <Paper withBorder shadow="sm" p="xl" component="main">
          <Title order={1} size="h3" mb="md">
            {title}
          </Title>
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
