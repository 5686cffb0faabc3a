import { Badge } from '@mantine/core';
import { humanize } from '../../lib/format';

/**
 * A status shown as a filled tag: 'PENDING_CLEARANCE' → 'Pending Clearance'. Dark shades keep
 * white text above 4.5:1 contrast; the tag never shrinks or cuts its text beside a long title.
 */
export function StatusTag({
  value,
  colors,
}: {
  value: string;
  /** A dark Mantine shade per value, e.g. { ACTIVE: 'brand.7' }; others are grey. */
  colors: Record<string, string>;
}) {
  return (
    <Badge
      color={colors[value] ?? 'gray.8'}
      variant="filled"
      style={{ flexShrink: 0 }}
      styles={{ root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {humanize(value)}
    </Badge>
  );
}
