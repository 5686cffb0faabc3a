import {
  Button,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { periodTitle, type CalendarView } from './calendar-dates';
import classes from './ScheduleCalendar.module.css';

const VIEWS: { value: CalendarView; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
];

/**
 * The period shown ('March 2026'), a loading note, Previous / Today / Next, the Month/Week
 * switch and the page's filters. The heading is a polite live region: moving to another period
 * is read out, since focus stays on the button pressed.
 */
export function CalendarToolbar({
  titleId,
  view,
  anchor,
  loading,
  filters,
  onPrevious,
  onToday,
  onNext,
  onViewChange,
}: {
  titleId: string;
  view: CalendarView;
  anchor: Date;
  loading: boolean;
  filters?: ReactNode;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
  onViewChange: (view: CalendarView) => void;
}) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Title order={2} size="h3" id={titleId} aria-live="polite">
            {periodTitle(view, anchor)}
          </Title>
          <div role="status" className={classes.status}>
            {loading && (
              <>
                <Loader size="xs" color="gray.8" aria-hidden />
                Loading visits…
              </>
            )}
          </div>
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconChevronLeft aria-hidden size={16} />}
            onClick={onPrevious}
          >
            Previous <VisuallyHidden component="span">{view}</VisuallyHidden>
          </Button>
          <Button variant="default" onClick={onToday}>
            Today
          </Button>
          <Button
            variant="default"
            rightSection={<IconChevronRight aria-hidden size={16} />}
            onClick={onNext}
          >
            Next <VisuallyHidden component="span">{view}</VisuallyHidden>
          </Button>
          <SegmentedControl
            aria-label="Calendar view"
            data={VIEWS}
            value={view}
            onChange={(value) => onViewChange(value as CalendarView)}
          />
        </Group>
      </Group>
      {filters && (
        <Group gap="sm" align="flex-end">
          {filters}
        </Group>
      )}
    </Stack>
  );
}
