import { Button, Group } from '@mantine/core';

/**
 * View, Edit and Delete, named after the record for screen readers: under a card ('View
 * Details'), or `compact` in a table row or a phone's stacked row ('View'). Without `onEdit`
 * the record cannot be changed (an anonymised client) and Edit is not offered.
 */
export function RecordActions({
  name,
  onView,
  onEdit,
  onDelete,
  compact = false,
}: {
  name: string;
  onView: () => void;
  onEdit?: () => void;
  onDelete: () => void;
  compact?: boolean;
}) {
  const size = compact ? 'compact-sm' : 'xs';
  return (
    <Group gap={compact ? 4 : 'xs'} wrap={compact ? 'nowrap' : 'wrap'}>
      <Button
        size={size}
        variant="default"
        onClick={onView}
        aria-label={compact ? `View ${name}` : `View details of ${name}`}
      >
        {compact ? 'View' : 'View Details'}
      </Button>
      {onEdit && (
        <Button size={size} variant="default" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      )}
      <Button
        size={size}
        variant="outline"
        color="red.9"
        onClick={onDelete}
        aria-label={`Delete ${name}`}
      >
        Delete
      </Button>
    </Group>
  );
}
