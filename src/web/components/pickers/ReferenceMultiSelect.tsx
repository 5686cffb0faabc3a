import { MultiSelect, type ComboboxItem, type MultiSelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReferenceChoices } from './reference-choices';
import { distinct, useChoiceSearch } from './use-choice-search';
import { SEARCH_DELAY_MS } from './ReferenceSelect';

export interface ReferenceMultiSelectProps extends Omit<
  MultiSelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
> {
  choices: ReferenceChoices;
  value: string[];
  onChange: (value: string[]) => void;
  /** Names the page already has for chosen values (a record's witnesses), by id: no lookup then. */
  chosenNames?: ReadonlyMap<string, string>;
  /** Never offered, whatever is typed (the reporter among the witnesses). */
  excluded?: readonly string[];
}

/**
 * A picker of several volunteers (or facilities) that searches on the server as one types, as
 * ReferenceSelect does for one (decision 055): nothing is asked until it opens; then the first
 * matches, narrowed by each word typed. A chosen value is named by the page, by the option it
 * was picked from, or else by one lookup.
 */
export function ReferenceMultiSelect({
  choices,
  value,
  onChange,
  chosenNames,
  excluded = [],
  nothingFoundMessage = 'No matches',
  onDropdownOpen,
  ...select
}: ReferenceMultiSelectProps) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  // The names of the values picked here, from the options they were picked from.
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const knownName = (id: string) => chosenNames?.get(id) ?? picked.get(id);
  const unnamed = value.filter((id) => knownName(id) === undefined);
  const lookedUp = useQueries({
    queries: unnamed.map((id) => ({
      queryKey: [...choices.queryKey, 'name', id],
      queryFn: () => choices.nameOf(id),
    })),
  });
  const nameOf = (id: string) => knownName(id) ?? lookedUp[unnamed.indexOf(id)]?.data ?? undefined;
  const { matches, nothingFoundMessage: listMessage } = useChoiceSearch(choices, {
    opened,
    text: search.trim(),
    pending: typed !== search,
    nothingFound: nothingFoundMessage,
  });
  const offered = matches.filter((match) => !excluded.includes(match.value));
  const offeredValues = new Set(offered.map((match) => match.value));
  // The chosen ones after the matches, so that each pill has its name; one still unnamed
  // shows its id, as Mantine does for a value it has no option for.
  const chosen = value.flatMap((id) => {
    const label = nameOf(id);
    return label ? [{ value: id, label }] : [];
  });
  const data = distinct([...offered, ...chosen]);
  // The server has searched: while something is typed, show what it found, as it ordered them.
  const shownWhileTyping = ({ options }: { options: ComboboxItem[] }) =>
    typed.trim() !== '' ? options.filter((option) => offeredValues.has(option.value)) : options;

  return (
    <MultiSelect
      {...select}
      searchable
      data={data}
      value={value}
      onChange={(values) => {
        const labels = new Map(data.map((choice) => [choice.value, choice.label]));
        setPicked((before) => {
          const after = new Map(before);
          for (const id of values) if (labels.has(id)) after.set(id, labels.get(id)!);
          return after;
        });
        onChange(values);
      }}
      searchValue={typed}
      onSearchChange={setTyped}
      filter={shownWhileTyping as MultiSelectProps['filter']}
      onDropdownOpen={() => {
        setOpened(true);
        onDropdownOpen?.();
      }}
      nothingFoundMessage={listMessage}
    />
  );
}
