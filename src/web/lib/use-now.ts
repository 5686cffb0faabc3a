import { useEffect, useState } from 'react';

/**
 * The current time, moved on every `stepMs` and rounded down to it, for screens whose content
 * depends on the time (product.md §4.5: a schedule moves from Upcoming to Past when it ends). Rounded
 * so that queries keyed on it are asked again once a step, not on every render.
 */
export function useNow(stepMs = 60_000): Date {
  const [now, setNow] = useState(() => floorTo(Date.now(), stepMs));
  useEffect(() => {
    const timer = setInterval(() => setNow(floorTo(Date.now(), stepMs)), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}

function floorTo(time: number, stepMs: number): Date {
  return new Date(Math.floor(time / stepMs) * stepMs);
}
