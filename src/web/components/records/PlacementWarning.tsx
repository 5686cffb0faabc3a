import { Alert } from '@mantine/core';
import { formatDay } from '../../lib/date-format';

/**
 * Before saving: a volunteer chosen is not cleared for the facility on the day
 * (product.md §3.2.1), with what is missing. `who` names them where a form chooses several
 * (an incident's reporter and witnesses). The server refuses such a placement on a schedule or
 * a program; an admin may then give a reason to go ahead.
 */
export function PlacementWarning({
  missing,
  day,
  who,
}: {
  missing: string | null;
  day: string;
  who?: string;
}) {
  if (!missing) return null;
  // The day as every page and the server's own warnings write it (decision 098).
  const title = who
    ? `${who} not cleared on ${formatDay(day)}`
    : `Not cleared on ${formatDay(day)}`;
  return (
    <Alert color="yellow" variant="light" title={title} p="xs" role="status">
      {missing}
    </Alert>
  );
}
