import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * On the file of a client without consent to be served (product.md §3.3.4), and on their
 * volunteer's contact card: nobody should serve them until they consent again.
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
      This client has not consented to be served, or has withdrawn consent. Do not visit or contact
      them for the programme until their consent is recorded again.
    </Alert>
  );
}
