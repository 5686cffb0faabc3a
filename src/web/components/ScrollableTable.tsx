import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table of figures that scrolls sideways on a narrow screen. The scrolling box takes the
 * keyboard's focus and is named after its table: with nothing focusable inside, a keyboard
 * could not otherwise scroll it (WCAG 2.1.1).
 */
export function ScrollableTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  /** Narrower than this, the table scrolls instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </Table.ScrollContainer>
  );
}
