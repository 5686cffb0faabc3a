import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Choice, ReferenceChoices } from './reference-choices';
import { distinct, useChoiceSearch } from './use-choice-search';

/** Long enough that a word typed at speed is one search, short enough to feel immediate. */
export const SEARCH_DELAY_MS = 250;

export interface ReferenceSelectProps extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
> {
  choices: ReferenceChoices;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The chosen record's name when the page has it (a row's facilityName): no lookup then. */
  chosenName?: string | null;
  /** Offered before the matches, whatever is typed: a filter's "Any". */
  fixedChoices?: readonly Choice[];
}

/**
 * A picker of one facility or volunteer that searches on the server as one types (decision
 * 055). Nothing is asked until it opens; then the first matches, narrowed by each word typed.
 */
export function ReferenceSelect({
  choices,
  value,
  onChange,
  chosenName,
  fixedChoices = [],
  nothingFoundMessage = 'No matches',
  onDropdownOpen,
  ...select
}: ReferenceSelectProps) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const fixed = fixedChoices.find((choice) => choice.value === (value ?? ''));
  const [search] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const [lastPicked, setLastPicked] = useState<Choice | null>(null);
  // The chosen record's name: the page's, else the one it was picked under, else looked up.
  const knownName =
    chosenName ?? (lastPicked && lastPicked.value === value ? lastPicked.label : null);
  const named = useQuery({
    queryKey: [...choices.queryKey, 'name', value],
    queryFn: () => choices.nameOf(value!),
    enabled: Boolean(value) && !fixed && !knownName,
  });
  const chosen: Choice | null =
    value && !fixed ? { value, label: knownName ?? named.data ?? '' } : null;
  // The box shows the chosen name; that is no search, typing over it is.
  const chosenLabel = fixed?.label ?? chosen?.label;
  const searching = search.trim() !== '' && search !== chosenLabel;
  const { matches, nothingFoundMessage: listMessage } = useChoiceSearch(choices, {
    opened,
    text: searching ? search.trim() : '',
    pending: typed !== search,
    nothingFound: nothingFoundMessage,
  });
  const matchValues = new Set(matches.map((match) => match.value));
  const data = distinct([...fixedChoices, ...(chosen ? [chosen] : []), ...matches]);
  // The server has searched: while something is typed, show what it found, as it ordered them.
  const shownWhileTyping = ({ options }: { options: ComboboxItem[] }) =>
    typed.trim() !== '' && typed !== chosenLabel
      ? options.filter((option) => matchValues.has(option.value))
      : options;

  return (
    <Select
      {...select}
      searchable
      data={data}
      value={value ?? fixed?.value ?? null}
      onChange={(chosenValue, option) => {
        setLastPicked(chosenValue && option ? { value: chosenValue, label: option.label } : null);
        onChange(chosenValue || null);
      }}
      searchValue={typed}
      onSearchChange={setTyped}
      filter={shownWhileTyping as SelectProps['filter']}
      onDropdownOpen={() => {
        setOpened(true);
        onDropdownOpen?.();
      }}
      nothingFoundMessage={listMessage}
    />
  );
}
