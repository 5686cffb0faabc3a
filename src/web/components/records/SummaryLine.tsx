import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A collapsed card's summary (product.md §2.5): what tells one record from the next, parts
 * separated by '·'; empty parts are left out. Plain strings are shown as small text.
 */
export function SummaryLine({ parts }: { parts: (ReactNode | null | undefined | false)[] }) {
  const shown = parts.filter(
    (part) => part !== null && part !== undefined && part !== false && part !== '',
  );
  return (
    <>
      {shown.map((part, index) => (
        <span key={index}>
          {index > 0 && (
            <Text span size="sm" c="dimmed" aria-hidden mr={6}>
              ·
            </Text>
          )}
          {typeof part === 'string' ? (
            <Text span size="sm">
              {part}
            </Text>
          ) : (
            part
          )}
        </span>
      ))}
    </>
  );
}
