import { Alert } from '@mantine/core';

/**
 * Why the last attempt failed, in red and read out by screen readers at once (role "alert");
 * nothing while there is no message.
 */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
