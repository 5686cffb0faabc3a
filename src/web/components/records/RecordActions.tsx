import { Button, Group } from '@mantine/core';

/** View Details, Edit and Delete, named after the record for screen readers. */
export function RecordActions({
  name,
  onView,
  onEdit,
  onDelete,
}: {
  name: string;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" onClick={onView} aria-label={`View details of ${name}`}>
        View Details
      </Button>
      <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button
        size="xs"
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

/** View, Edit and Delete in a table row or a phone's stacked row, named after the record. */
export function CompactRecordActions({
  name,
  onView,
  onEdit,
  onDelete,
}: {
  name: string;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="default" onClick={onView} aria-label={`View ${name}`}>
        View
      </Button>
      <Button size="compact-sm" variant="default" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button
        size="compact-sm"
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
