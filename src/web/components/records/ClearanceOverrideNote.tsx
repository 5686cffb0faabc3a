import { Alert, Text } from '@mantine/core';

/**
 * On a record that places a volunteer (a schedule, a program's lead): that an admin placed them
 * although they were not cleared, what was missing then, and the reason (product.md §3.2.1). Who
 * did it and when are in the record's history.
 */
export function ClearanceOverrideNote({
  record,
}: {
  record: { clearanceOverrideReason: string | null; clearanceOverrideMissing: string | null };
}) {
  if (!record.clearanceOverrideReason) return null;
  return (
    <Alert color="yellow" variant="light" title="Placed without clearance" p="xs">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        Not cleared: {record.clearanceOverrideMissing ?? 'not recorded'}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        Reason: {record.clearanceOverrideReason}
      </Text>
    </Alert>
  );
}
