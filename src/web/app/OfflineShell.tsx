import { Center, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Logo } from '../components/Logo';

/**
 * What the app shows when it opens without a network and cannot tell who is signed in
 * (decision 052): not the sign-in form, which could not work either, but what to do.
 */
export function OfflineShell() {
  // The tab says no page, whichever the app drew before it knew it was offline.
  useEffect(() => {
    document.title = 'Outreach Dashboard';
  }, []);
  return (
    <Center mih="80vh" p="md">
      <Stack align="center" gap="sm" maw={420}>
        <Logo />
        <Text ta="center">
          Your pages will open again when this device is back online. Nothing you saved is lost.
        </Text>
      </Stack>
    </Center>
  );
}
