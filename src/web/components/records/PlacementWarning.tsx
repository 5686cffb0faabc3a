import { Alert } from '@mantine/core';

/**
 * Before saving: the volunteer chosen is not cleared for the facility on the day
 * (product.md §3.2.1), with what is missing. The server refuses such a placement; an admin may then give a
 * reason to go ahead.
 */
export function PlacementWarning({ missing, day }: { missing: string | null; day: string }) {
  if (!missing) return null;
  return (
    <Alert color="yellow" variant="light" title={`Not cleared on ${day}`} p="xs" role="status">
      {missing}
    </Alert>
  );
}
