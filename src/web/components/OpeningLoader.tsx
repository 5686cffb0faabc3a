import { Center, Loader } from '@mantine/core';

/**
 * Shown for the moment a form's or a panel's code loads, the first time one is opened: list
 * pages load without it (decision 059), so that a phone downloads and runs only what the list
 * itself needs.
 */
export function OpeningLoader() {
  return (
    <Center pos="fixed" style={{ inset: 0, zIndex: 400 }}>
      <Loader aria-label="Opening" />
    </Center>
  );
}
