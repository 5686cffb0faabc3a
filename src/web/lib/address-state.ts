/**
 * A page's view (search, filters, tab, sort, list or calendar) kept in its address, so that Back,
 * a reload and a shared link bring the same view back (product.md §12). Only what differs from
 * the defaults is written, so an untouched page keeps its plain address. Changes replace the
 * address rather than adding to the history: Back leaves the page instead of undoing a filter.
 */
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export type AddressValue = string | number | boolean | null;

/**
 * The type of `fallback` decides how the parameter is read; null defaults read as text. An empty
 * parameter is "none" chosen over a default (a status filter set to All where Pending is the
 * default).
 */
function decode(text: string | null, fallback: AddressValue): AddressValue {
  if (text === null) return fallback;
  if (text === '') return null;
  if (typeof fallback === 'boolean') return text === 'true';
  if (typeof fallback === 'number') {
    const number = Number(text);
    return Number.isFinite(number) ? number : fallback;
  }
  return text;
}

/**
 * `defaults` with what the address says instead, and a setter writing changes to it. `prefix`
 * keeps two lists on one page apart ("programs.status", "incidents.status").
 */
export function useAddressState<Values extends { [Key in keyof Values]: AddressValue }>(
  defaults: Values,
  prefix = '',
): [Values, (changes: Partial<Values>) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // The router applies an address change a moment later (a transition): until it has, the
  // change is shown from here, so a checkbox or select answers at once.
  const [pending, setPending] = useState<{ search: string; changes: Partial<Values> }>({
    search,
    changes: {},
  });
  const written = useRef<{ search: string; changes: Partial<Values> }>({ search, changes: {} });
  const name = (key: string) => (prefix ? `${prefix}.${key}` : key);
  const fallbacks = defaults as Record<string, AddressValue>;
  const values = {
    ...Object.fromEntries(
      Object.entries(fallbacks).map(([key, fallback]) => [
        key,
        decode(params.get(name(key)), fallback),
      ]),
    ),
    ...(pending.search === search ? pending.changes : {}),
  } as Values;

  const change = (changes: Partial<Values>) => {
    const defined = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    ) as Partial<Values>;
    // The router's setter reads the address it was rendered with, so two changes in one moment
    // (a search and a filter) are gathered here and written together.
    const queued = {
      ...(written.current.search === search ? written.current.changes : {}),
      ...defined,
    };
    written.current = { search, changes: queued };
    setPending({ search, changes: queued });
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(queued)) {
      if (value === fallbacks[key]) next.delete(name(key));
      else next.set(name(key), value === null ? '' : String(value));
    }
    setParams(next, { replace: true });
  };
  return [values, change];
}
