import { Button, Collapse, Group } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useMediaMatch } from '../../lib/browser-values';

const PHONE_WIDTH = '(max-width: 47.99em)';

/** Below 768 px, where filters would fill the first screen (product.md §2.2). */
export function usePhoneWidth(): boolean {
  return useMediaMatch(PHONE_WIDTH);
}

/**
 * A list's filters as a phone shows them: folded behind one 'Filters' button that counts those in
 * use ('Filters (2)'). `button` and `panel` are placed by the caller: the button beside the search
 * box, the panel under that row.
 */
export function useFoldingFilters(filters: ReactNode, activeCount: number) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return {
    button: (
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
      </Button>
    ),
    panel: (
      // Kept mounted with display: none rather than React's Activity (Mantine's default), so the
      // filters' own listeners are live the moment the panel opens: a tap on a picker while it
      // unfolds is not lost.
      <Collapse expanded={open} id={panelId} keepMountedMode="display-none">
        <Group align="flex-end" gap="sm" wrap="wrap">
          {filters}
        </Group>
      </Collapse>
    ),
  };
}
