import { useEffect, useState } from 'react';
import { pageState } from '../auth/page-state';
import { useStarted } from './browser-values';
import { programmeToday } from './date-format';

/**
 * The current time, moved on every `stepMs` and rounded down to it, for screens whose content
 * depends on the time (product.md §4.5: a schedule moves from Upcoming to Past when it ends). Rounded
 * so that queries keyed on it are asked again once a step, not on every render.
 *
 * Where the server rendered the page (decision 080), it starts at the instant of that render,
 * on the server and while the browser takes the page over, so that both draw the same page from
 * the same answers (queries keyed on the time find the server's); it moves to the browser's
 * time as soon as the page has started.
 */
export function useNow(stepMs = 60_000): Date {
  const started = useStarted();
  const [now, setNow] = useState(() =>
    floorTo(started ? Date.now() : (pageState()?.renderedAt ?? Date.now()), stepMs),
  );
  useEffect(() => {
    const moveOn = () =>
      setNow((shown) => {
        const current = floorTo(Date.now(), stepMs);
        return current.getTime() === shown.getTime() ? shown : current;
      });
    moveOn();
    const timer = setInterval(moveOn, stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}

/**
 * The programme's today ('YYYY-MM-DD') for what a page draws: the day of the server's render
 * while the browser takes a rendered page over (see useNow), then the browser's, kept current.
 */
export function useToday(): string {
  return programmeToday(useNow());
}

function floorTo(time: number, stepMs: number): Date {
  return new Date(Math.floor(time / stepMs) * stepMs);
}
