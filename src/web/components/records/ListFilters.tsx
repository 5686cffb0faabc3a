import { Select, TextInput } from '@mantine/core';
import type { SortDirection } from '../../lib/paged-list';
import type { ReferenceChoices } from '../pickers/reference-choices';
import { ReferenceSelect } from '../pickers/ReferenceSelect';

const ANY = '';

/**
 * A list filter over a set of choices, with "Any" (or e.g. 'All Facilities') first, meaning no
 * filter (null).
 */
export function ChoiceFilter<Value extends string>({
  label,
  options,
  value,
  onChange,
  anyLabel = 'Any',
  width = 170,
  searchable = false,
}: {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value | null;
  onChange: (value: Value | null) => void;
  anyLabel?: string;
  width?: number;
  searchable?: boolean;
}) {
  return (
    <Select
      label={label}
      w={width}
      searchable={searchable}
      allowDeselect={false}
      data={[{ value: ANY, label: anyLabel }, ...options]}
      value={value ?? ANY}
      onChange={(chosen) => onChange(chosen ? (chosen as Value) : null)}
    />
  );
}

/**
 * A list filter on a facility or a volunteer, searched on the server as one types (decision
 * 055), with "Any" first; a value from the address is named by one lookup.
 */
export function ReferenceFilter({
  label,
  choices,
  value,
  onChange,
  anyLabel = 'Any',
  width = 200,
}: {
  label: string;
  choices: ReferenceChoices;
  value: string | null;
  onChange: (value: string | null) => void;
  anyLabel?: string;
  width?: number;
}) {
  return (
    <ReferenceSelect
      label={label}
      w={width}
      choices={choices}
      fixedChoices={[{ value: ANY, label: anyLabel }]}
      allowDeselect={false}
      value={value}
      onChange={onChange}
    />
  );
}

/** The order of a list by date, newest first or oldest first (the words may be the list's own). */
export function DateOrderFilter({
  value,
  onChange,
  ascending = 'Date: oldest first',
  descending = 'Date: newest first',
}: {
  value: SortDirection;
  onChange: (value: SortDirection) => void;
  ascending?: string;
  descending?: string;
}) {
  return (
    <Select
      label="Sort"
      w={190}
      allowDeselect={false}
      data={[
        { value: 'DESC', label: descending },
        { value: 'ASC', label: ascending },
      ]}
      value={value}
      onChange={(chosen) => onChange(chosen === 'ASC' ? 'ASC' : 'DESC')}
    />
  );
}

/** From and To dates (YYYY-MM-DD); an empty box means no bound. */
export function DateRangeFilter({
  from,
  to,
  onChange,
  subject,
}: {
  from: string | null;
  to: string | null;
  onChange: (range: { from?: string | null; to?: string | null }) => void;
  /** Names the dates when the list has several ('Follow-up' → 'Follow-up from', '… to'). */
  subject?: string;
}) {
  return (
    <>
      <TextInput
        label={subject ? `${subject} from` : 'From'}
        type="date"
        w={160}
        value={from ?? ''}
        onChange={(event) => onChange({ from: event.currentTarget.value || null })}
      />
      <TextInput
        label={subject ? `${subject} to` : 'To'}
        type="date"
        w={160}
        value={to ?? ''}
        onChange={(event) => onChange({ to: event.currentTarget.value || null })}
      />
    </>
  );
}
