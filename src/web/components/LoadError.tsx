import { Alert, Button } from '@mantine/core';

/** A failed load: the message and a Retry button (product.md §12: errors are shown, never only logged). */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={message}>
      <Button mt="sm" size="xs" variant="white" color="red.9" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
