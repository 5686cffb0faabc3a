import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';

/**
 * Says so when the device has no network (decision 052): the installed app then opens on its
 * shell, and nothing can be loaded or saved until the connection is back.
 */
export function OfflineNotice() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert
      role="status"
      color="orange.9"
      variant="filled"
      radius={0}
      icon={<IconWifiOff size={18} aria-hidden />}
      title="You are offline"
      style={{ position: 'sticky', top: 0, zIndex: 300 }}
    >
      Nothing can be loaded or saved until this device is back online.
    </Alert>
  );
}
