import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { GettingStarted as Steps } from '../api/dashboard.api';

const STEPS: { done: keyof Steps; label: string; to?: string; hint: string }[] = [
  {
    done: 'facilityAdded',
    label: 'Add a facility',
    to: '/admin/facilities',
    hint: 'The prisons and centres where the programme works.',
  },
  {
    done: 'teamInvited',
    label: 'Invite an admin or volunteer',
    to: '/admin/volunteers',
    hint: 'Each gets an e-mail to set their own password.',
  },
  {
    done: 'clientAdded',
    label: 'Add a client',
    to: '/admin/clients',
    hint: 'The people the programme serves.',
  },
  {
    done: 'emailSetUp',
    label: 'Set up e-mail',
    hint: 'Until the server is given SMTP_URL (see the README, "Configure it"), invitations and codes are not sent: they wait in the outbox.',
  },
];

/**
 * A new installation's first steps on the overview (product.md §2.4): each one ticks itself off
 * when the data shows it is done, and the list goes once all are.
 */
export function GettingStarted({ steps }: { steps: Steps }) {
  const left = STEPS.filter((step) => !steps[step.done]).length;
  if (left === 0) return null;
  return (
    <section aria-labelledby="getting-started">
      <Title order={2} size="h4" id="getting-started" mb="sm">
        Getting started
      </Title>
      <Card withBorder padding={0}>
        <Stack component="ol" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {STEPS.map((step, index) => {
            const done = steps[step.done];
            return (
              <Group
                component="li"
                key={step.done}
                gap="sm"
                px="lg"
                py="sm"
                wrap="nowrap"
                align="flex-start"
              >
                <ThemeIcon
                  radius="xl"
                  size="md"
                  color={done ? 'brand.7' : 'gray.7'}
                  variant={done ? 'filled' : 'outline'}
                  aria-hidden
                >
                  {done ? '✓' : index + 1}
                </ThemeIcon>
                <div>
                  <Text fw={600} td={done ? 'line-through' : undefined}>
                    {step.to && !done ? (
                      <Anchor component={Link} to={step.to}>
                        {step.label}
                      </Anchor>
                    ) : (
                      step.label
                    )}
                    <Text span size="sm" c={done ? 'brand.8' : 'gray.7'} ml="xs">
                      {done ? '(done)' : '(to do)'}
                    </Text>
                  </Text>
                  {!done && (
                    <Text size="sm" c="gray.7">
                      {step.hint}
                    </Text>
                  )}
                </div>
              </Group>
            );
          })}
        </Stack>
      </Card>
    </section>
  );
}
