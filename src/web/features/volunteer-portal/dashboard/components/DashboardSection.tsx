import { Anchor, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useId, type ReactNode } from 'react';
import classes from './DashboardSection.module.css';

interface DashboardSectionProps<Item> {
  title: string;
  items: readonly Item[];
  emptyText: string;
  keyOf: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** The page this list summarises ('All my programs'), so the whole of it is one click away. */
  more?: { to: string; label: string };
}

/** One list of the dashboard: an h2, then the items in one bordered card, or the empty text. */
export function DashboardSection<Item>({
  title,
  items,
  emptyText,
  keyOf,
  renderItem,
  more,
}: DashboardSectionProps<Item>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      <Card withBorder padding={0}>
        {items.length === 0 ? (
          <Text c="dimmed" px="md" py="sm">
            {emptyText}
          </Text>
        ) : (
          <ul className={classes.list} aria-labelledby={headingId}>
            {items.map((item) => (
              <li key={keyOf(item)} className={classes.item}>
                {renderItem(item)}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {more && (
        <Anchor component={Link} to={more.to} size="sm" mt="xs" display="inline-block">
          {more.label}
        </Anchor>
      )}
    </section>
  );
}
