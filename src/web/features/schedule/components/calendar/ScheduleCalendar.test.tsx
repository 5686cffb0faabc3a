import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../../tests/support/render';
import {
  dayLabel,
  periodTitle,
  timeRangeLabel,
  weekdayNames,
  type CalendarEntry,
  type CalendarView,
} from './calendar-dates';
import { ScheduleCalendar, type ScheduleCalendarProps } from './ScheduleCalendar';

// Labels come from Intl in the process's locale and zone; calendar-dates.test.tsx pins them in
// en-GB and en-US. Here they are built with the same helpers, so any locale passes.
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

let nextKey = 1;
function visit(
  start: Date,
  end: Date,
  fields: Partial<Omit<CalendarEntry, 'start' | 'end'>> = {},
): CalendarEntry {
  const key = `occurrence-${nextKey++}`;
  return {
    key,
    scheduleId: `schedule-${key}`,
    start,
    end,
    title: 'Amina Khan',
    detail: 'Central Prison',
    status: 'APPROVED',
    ...fields,
  };
}
const at = (month: number, day: number, hour: number, minute = 0) =>
  new Date(2026, month, day, hour, minute);

const TODAY = at(2, 9, 10); // Monday 9 March 2026
const MARCH = new Date(2026, 2, 15);

function renderCalendar(props: Partial<ScheduleCalendarProps> = {}) {
  const callbacks = { onViewChange: vi.fn(), onAnchorChange: vi.fn(), onSelect: vi.fn() };
  const rendered = renderWithProviders(
    <ScheduleCalendar
      view="month"
      anchor={MARCH}
      today={TODAY}
      entries={[]}
      {...callbacks}
      {...props}
    />,
  );
  return { ...rendered, ...callbacks };
}

/** The list of a day's visits, named by the day's heading ('Monday 9 March', today too). */
function dayList(day: Date) {
  const label = dayLabel(day);
  return screen.getByRole('list', { name: (name) => name === label || name === `${label}, today` });
}

/** What a visit's button is called: hours, title, 'Repeats', detail, status word. */
function named(entry: CalendarEntry, statusWord?: string) {
  return [
    timeRangeLabel(entry),
    entry.title,
    entry.recurring && 'Repeats',
    entry.detail,
    statusWord,
  ]
    .filter(Boolean)
    .map((part) => plain(String(part)))
    .join(', ');
}

/** Finds a button by its accessible name, spaces made plain (ICU puts narrow ones in times). */
const byName = (name: string) => ({ name: (actual: string) => plain(actual) === name });

/** The day's list holds these visits, in this order. */
function expectVisits(day: Date, entries: readonly CalendarEntry[]) {
  const list = dayList(day);
  const buttons = within(list).getAllByRole('button');
  expect(buttons).toHaveLength(entries.length);
  entries.forEach((entry, i) => {
    expect(within(list).getByRole('button', byName(named(entry)))).toBe(buttons[i]);
  });
}

describe('ScheduleCalendar, month', () => {
  it('shows the month as a table of weeks with weekday headers and a heading per day', () => {
    renderCalendar();
    const title = screen.getByRole('heading', { level: 2 });
    expect(title.textContent).toBe(periodTitle('month', MARCH));
    const table = screen.getByRole('table', { name: periodTitle('month', MARCH) });
    const headers = within(table).getAllByRole('columnheader');
    weekdayNames().forEach((name, i) => {
      expect(within(table).getByRole('columnheader', { name: name.long })).toBe(headers[i]);
      expect(headers[i]!.textContent).toContain(name.short);
    });
    // March 2026 starts on a Sunday and ends on a Tuesday: five weeks.
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getAllByRole('cell')).toHaveLength(35);
    expect(within(table).getAllByRole('heading', { level: 3 })).toHaveLength(35);
  });

  it('marks today with aria-current and in its heading', () => {
    renderCalendar();
    const current = document.querySelectorAll('[aria-current="date"]');
    expect(current).toHaveLength(1);
    expect(current[0]!.textContent).toBe(`9${dayLabel(TODAY)}, today`);
  });

  it('moves by a month, to today, and switches view with the labelled control', async () => {
    const { user, onAnchorChange, onViewChange } = renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(onAnchorChange).toHaveBeenLastCalledWith(new Date(2026, 1, 15));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onAnchorChange).toHaveBeenLastCalledWith(new Date(2026, 3, 15));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onAnchorChange).toHaveBeenLastCalledWith(new Date(2026, 2, 9));

    const views = screen.getByRole('radiogroup', { name: 'Calendar view' });
    expect(within(views).getByRole('radio', { name: 'Month' })).toHaveProperty('checked', true);
    await user.click(within(views).getByRole('radio', { name: 'Week' }));
    expect(onViewChange).toHaveBeenCalledWith('week');
  });

  it('lists each day’s visits in start order, in its own cell, dimmed days included', () => {
    const late = visit(at(2, 10, 14), at(2, 10, 16), { title: 'Late visit' });
    const early = visit(at(2, 10, 9), at(2, 10, 11), { title: 'Early visit', detail: undefined });
    const after = visit(at(3, 2, 9), at(3, 2, 10), { title: 'In April' });
    renderCalendar({ entries: [late, after, early] });
    expectVisits(new Date(2026, 2, 10), [early, late]);
    expectVisits(new Date(2026, 3, 2), [after]);
    const cell = (day: Date) => dayList(day).closest('td')!;
    expect(cell(new Date(2026, 3, 2)).hasAttribute('data-outside')).toBe(true);
    expect(cell(new Date(2026, 2, 10)).hasAttribute('data-outside')).toBe(false);
    expect(screen.queryByRole('list', { name: dayLabel(new Date(2026, 2, 11)) })).toBeNull();
  });

  it('selects a visit by click and from the keyboard', async () => {
    const entry = visit(at(2, 10, 9), at(2, 10, 11));
    const { user, onSelect } = renderCalendar({ entries: [entry] });
    const button = within(dayList(new Date(2026, 2, 10))).getByRole('button');
    await user.click(button);
    expect(onSelect).toHaveBeenCalledWith(entry);

    onSelect.mockClear();
    button.blur();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous month' }));
    // Toolbar first, then the grid's visits in reading order.
    for (let presses = 0; presses < 10 && document.activeElement !== button; presses += 1) {
      await user.tab();
    }
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(entry);
  });

  it('shows three visits in a cell, and “+n more” opens the week of that day', async () => {
    const day = new Date(2026, 2, 12);
    const entries = [9, 13, 8, 11, 10].map((hour) => visit(at(2, 12, hour), at(2, 12, hour, 30)));
    const { user, onAnchorChange, onViewChange } = renderCalendar({ entries });
    const inOrder = [...entries].sort((a, b) => a.start.getTime() - b.start.getTime());
    expectVisits(day, inOrder.slice(0, 3));
    const more = screen.getByRole('button', { name: `+2 more visits on ${dayLabel(day)}` });
    expect(more.textContent).toMatch(/^\+2 more/);
    await user.click(more);
    expect(onAnchorChange).toHaveBeenCalledWith(day);
    expect(onViewChange).toHaveBeenCalledWith('week');
  });

  it('after “+n more”, the week shows every visit of the day and focus is on its heading', async () => {
    const day = new Date(2026, 2, 12);
    const entries = [9, 10, 11, 12].map((hour) => visit(at(2, 12, hour), at(2, 12, hour, 30)));
    function Page() {
      const [view, setView] = useState<CalendarView>('month');
      const [anchor, setAnchor] = useState(MARCH);
      return (
        <ScheduleCalendar
          view={view}
          anchor={anchor}
          today={TODAY}
          entries={entries}
          onViewChange={setView}
          onAnchorChange={setAnchor}
          onSelect={() => {}}
        />
      );
    }
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: /^\+1 more/ }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(periodTitle('week', day));
    expectVisits(day, entries);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: dayLabel(day) }));
  });

  it('says Pending, Rejected and Cancelled in words, and marks repeating visits', () => {
    const entries = [
      visit(at(2, 16, 9), at(2, 16, 10), { title: 'Pending one', status: 'PENDING' }),
      visit(at(2, 16, 11), at(2, 16, 12), { title: 'Weekly', recurring: true }),
      visit(at(2, 16, 13), at(2, 16, 14), { title: 'Refused', status: 'REJECTED' }),
      visit(at(2, 17, 9), at(2, 17, 10), { title: 'Called off', status: 'CANCELLED' }),
    ];
    renderCalendar({ entries });
    expect(screen.getByRole('button', byName(named(entries[0]!, 'Pending')))).toBeTruthy();
    expect(screen.getByRole('button', byName(named(entries[1]!)))).toBeTruthy();
    expect(screen.getByRole('button', byName(named(entries[2]!, 'Rejected')))).toBeTruthy();
    expect(screen.getByRole('button', byName(named(entries[3]!, 'Cancelled')))).toBeTruthy();
    // Seen, not only heard: the words are text and the repeat icon is an image named 'Repeats'.
    const weekly = screen.getByRole('button', { name: /Weekly/ });
    expect(within(weekly).getByRole('img', { name: 'Repeats' })).toBeTruthy();
    expect(weekly.textContent).not.toMatch(/Pending|Approved/);
    expect(
      within(screen.getByRole('button', { name: /Pending one/ })).getByText('Pending'),
    ).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Repeats' })).toHaveLength(1);
  });

  it('shows a visit past midnight on both days', () => {
    const overnight = visit(at(2, 20, 22), at(2, 21, 2), { title: 'Night shift' });
    renderCalendar({ entries: [overnight] });
    expectVisits(new Date(2026, 2, 20), [overnight]);
    expectVisits(new Date(2026, 2, 21), [overnight]);
  });

  it('shows loading without hiding the visits, and renders the page’s filters', () => {
    const entry = visit(at(2, 10, 9), at(2, 10, 11));
    const { rerender } = renderCalendar({
      entries: [entry],
      loading: true,
      filters: (
        <label>
          Volunteer
          <select />
        </label>
      ),
    });
    expect(screen.getByRole('status').textContent).toBe('Loading visits…');
    expectVisits(new Date(2026, 2, 10), [entry]);
    expect(screen.getByRole('combobox', { name: 'Volunteer' })).toBeTruthy();
    rerender(
      <ScheduleCalendar
        view="month"
        anchor={MARCH}
        today={TODAY}
        entries={[entry]}
        onViewChange={() => {}}
        onAnchorChange={() => {}}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('ScheduleCalendar, week', () => {
  const WEEK = new Date(2026, 2, 11); // 8 – 14 March

  it('names the week, moves by a week, and shows seven days with “No visits” on empty ones', async () => {
    const overnight = visit(at(2, 10, 22), at(2, 11, 2));
    const entries = [
      overnight,
      visit(at(2, 10, 9), at(2, 10, 10)),
      visit(at(2, 1, 9), at(2, 1, 10)),
    ];
    const { user, onAnchorChange } = renderCalendar({ view: 'week', anchor: WEEK, entries });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(periodTitle('week', WEEK));
    expect(screen.queryByRole('table')).toBeNull();
    const days = screen.getAllByRole('heading', { level: 3 });
    expect(days.map((h) => h.textContent)).toEqual(
      [8, 9, 10, 11, 12, 13, 14].map((d) =>
        d === 9 ? `${dayLabel(TODAY)} Today` : dayLabel(new Date(2026, 2, d)),
      ),
    );
    expect(days[1]!.getAttribute('aria-current')).toBe('date');
    expectVisits(new Date(2026, 2, 10), [entries[1]!, overnight]);
    expectVisits(new Date(2026, 2, 11), [overnight]);
    expect(screen.getAllByText('No visits')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(onAnchorChange).toHaveBeenLastCalledWith(new Date(2026, 2, 18));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(onAnchorChange).toHaveBeenLastCalledWith(new Date(2026, 2, 4));
  });

  it('does not say “No visits” while loading', () => {
    renderCalendar({ view: 'week', anchor: WEEK, loading: true });
    expect(screen.queryByText('No visits')).toBeNull();
  });
});

describe('ScheduleCalendar on a phone (below 768 px)', () => {
  const { matchMedia } = window;
  beforeEach(() => {
    window.matchMedia = (query) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 48em)',
    });
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('lists only the month’s days that have visits, one below the other', async () => {
    const entries = [
      visit(at(2, 20, 9), at(2, 20, 10)),
      visit(at(2, 3, 9), at(2, 3, 10)),
      visit(at(3, 2, 9), at(3, 2, 10)), // in the grid's last week, not in March
    ];
    const { onSelect, user } = renderCalendar({ entries });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      dayLabel(new Date(2026, 2, 3)),
      dayLabel(new Date(2026, 2, 20)),
    ]);
    await user.click(within(dayList(new Date(2026, 2, 20))).getByRole('button'));
    expect(onSelect).toHaveBeenCalledWith(entries[0]);
  });

  it('says so when the month has no visits', () => {
    renderCalendar();
    expect(screen.getByText(`No visits in ${periodTitle('month', MARCH)}.`)).toBeTruthy();
  });

  it('lists every day of the week', () => {
    renderCalendar({ view: 'week', entries: [visit(at(2, 17, 9), at(2, 17, 10))] });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(within(dayList(new Date(2026, 2, 17))).getAllByRole('button')).toHaveLength(1);
    expect(screen.getAllByText('No visits')).toHaveLength(6);
  });
});
