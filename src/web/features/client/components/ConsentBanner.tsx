import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * On the file of a client without consent to be served (product.md §3.3.4), and on their
 * volunteer's contact card: nothing new is recorded for them until they consent (the server
 * refuses it, decision 093).
 */
export function ConsentBanner({ client }: { client: { consentGiven: boolean } }) {
  if (client.consentGiven) return null;
  return (
    <Alert
      color="red.9"
      variant="outline"
      title="No consent to be served"
      icon={<IconAlertTriangle aria-hidden />}
    >
      This client declined or withdrew consent to be served. No visit, contact, check-in or program
      attended can be recorded for them until their consent is recorded.
    </Alert>
  );
}
