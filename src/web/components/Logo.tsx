import { Group, Text } from '@mantine/core';

/** The programme's mark: a crescent and star, with the product name. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0b6e4f" />
        <circle cx="29" cy="32" r="18" fill="#fff" />
        <circle cx="36" cy="28" r="15" fill="#0b6e4f" />
        <circle cx="47" cy="22" r="4" fill="#fff" />
      </svg>
      <Text fw={700} size="lg" c="brand.9">
        Outreach Dashboard
      </Text>
    </Group>
  );
}
