import { Card, Group, Stack, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import classes from './ExpandableCard.module.css';

interface ExpandableCardProps {
  title: string;
  /** Beside the title, seen also when collapsed (e.g. the status tag). */
  tag?: ReactNode;
  /**
   * What a caseworker scans for, seen also when collapsed, under the header (e.g. a client's id,
   * where they are, their volunteer and next follow-up): enough to find a record without
   * opening ten.
   */
  summary?: ReactNode;
  /** The card's fields and actions, shown when expanded. */
  children: ReactNode;
  initiallyExpanded?: boolean;
}

/**
 * A record in a list (product.md §2.5): tapping the header expands or collapses it. The header is a
 * button inside a heading (the WAI disclosure pattern), so screen readers hear both.
 */
export function ExpandableCard({
  title,
  tag,
  summary,
  children,
  initiallyExpanded = false,
}: ExpandableCardProps) {
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const id = useId();
  const Chevron = expanded ? IconChevronUp : IconChevronDown;
  return (
    <Card withBorder shadow="xs" padding={0} component="article" aria-labelledby={`${id}-title`}>
      <Title order={2} size="h4" m={0}>
        <UnstyledButton
          className={classes.header}
          aria-expanded={expanded}
          aria-controls={expanded ? `${id}-body` : undefined}
          onClick={() => setExpanded((value) => !value)}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="wrap" miw={0}>
              <span id={`${id}-title`} className={classes.title}>
                {title}
              </span>
              {tag}
            </Group>
            <Chevron aria-hidden size={20} className={classes.chevron} />
          </Group>
        </UnstyledButton>
      </Title>
      {summary && (
        <Group gap="xs" px="md" pb="sm" mt={-8} className={classes.summary}>
          {summary}
        </Group>
      )}
      {expanded && (
        <Stack id={`${id}-body`} gap="sm" px="md" pb="md">
          {children}
        </Stack>
      )}
    </Card>
  );
}
