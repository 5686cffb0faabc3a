import { addDays } from '../../../../shared/domain/common/calendar';
import { ChoiceFilter } from '../../../components/records/ListFilters';
import type { ClientFilter } from '../api/client.api';

/** How far ahead a list of releases looks (product.md §3.3.1): the first is the nearest. */
export const RELEASE_WINDOWS = [30, 60, 90] as const;

const WINDOW_OPTIONS = RELEASE_WINDOWS.map((days) => ({
  value: String(days),
  label: `${days} days`,
}));

/**
 * "Released within" 30, 60 or 90 days: the release dates from today to the window's end. Shown
 * as chosen while the list's release dates are exactly one window; 'Any' clears them.
 */
export function ReleaseWindowFilter({
  filter,
  setFilter,
  today,
}: {
  filter: Pick<ClientFilter, 'releaseFrom' | 'releaseTo'>;
  setFilter: (changes: Partial<ClientFilter>) => void;
  today: string;
}) {
  const chosen =
    filter.releaseFrom === today
      ? (RELEASE_WINDOWS.find((days) => filter.releaseTo === addDays(today, days)) ?? null)
      : null;
  return (
    <ChoiceFilter
      label="Released within"
      width={150}
      options={WINDOW_OPTIONS}
      value={chosen === null ? null : String(chosen)}
      onChange={(days) =>
        setFilter({
          releaseFrom: days ? today : null,
          releaseTo: days ? addDays(today, Number(days)) : null,
        })
      }
    />
  );
}
