import { Alert, Button } from '@mantine/core';

/**
 * A failed load: the message, what went wrong when known, and a Retry button (product.md §12:
 * errors are shown, never only logged).
 */
export function LoadError({
  message,
  detail,
  onRetry,
}: {
  message: string;
  detail?: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" role="alert" title={message}>
      {detail}
      <Button display="block" mt="sm" size="xs" variant="white" color="red.9" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
