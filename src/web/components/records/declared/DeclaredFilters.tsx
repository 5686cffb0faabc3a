/**
 * A list page's filters from its record type's declaration (decision 042): a date field gives a
 * From and To pair, a reference a searched picker of what it points at, a choice a menu of its
 * values in words. The page names the fields, in its order, and where it needs its own layout
 * it overrides a label or a width, or adds its own filters beside these.
 */
import { choiceLabelsOf } from '../../../../shared/csv/csv-words';
import type { Fields, RecordDeclaration } from '../../../../shared/record/define-record';
import type { ReferencedRecord } from '../../../../shared/record/field';
import { rangeKeysOf, type DateRangeKeys } from '../../../../shared/record/list-filter';
import type { ReferenceChoices } from '../../pickers/reference-choices';
import { ChoiceFilter, DateRangeFilter, ReferenceFilter } from '../ListFilters';

interface DeclaredFiltersProps<F extends Fields> {
  declaration: RecordDeclaration<F>;
  /** The fields filtered by, in the order shown. */
  fields: readonly (keyof F & string)[];
  /** The page's filter values: a field's value under its name, a date's bounds as `ranges` say. */
  values: object;
  onChange: (changes: Record<string, string | null>) => void;
  /** Where a date's bounds are kept when not `<field>From` and `<field>To`. */
  ranges?: DateRangeKeys;
  /** What each kind of record a reference points at is picked from. */
  references?: Partial<Record<ReferencedRecord, ReferenceChoices>>;
  /**
   * A filter's label when the page's differs from the field's (a short one in a row of filters);
   * for a date, what its From and To are of ('Follow-up'), when the list has several.
   */
  labels?: Partial<Record<keyof F, string>>;
  widths?: Partial<Record<keyof F, number>>;
}

export function DeclaredFilters<F extends Fields>({
  declaration,
  fields,
  onChange,
  ranges,
  references = {},
  labels = {},
  widths = {},
  ...props
}: DeclaredFiltersProps<F>) {
  const values = props.values as Readonly<Record<string, unknown>>;
  return fields.map((name) => {
    const field = declaration.fields[name]!;
    const label = labels[name] ?? field.label;
    const value = (values[name] as string | null | undefined) ?? null;
    const choose = (chosen: string | null) => onChange({ [name]: chosen });
    if (field.kind === 'date') {
      const [fromKey, toKey] = rangeKeysOf(name, ranges);
      return (
        <DateRangeFilter
          key={name}
          from={(values[fromKey] as string | null) ?? null}
          to={(values[toKey] as string | null) ?? null}
          // Plain From and To, unless the page names the dates ('Follow-up' → 'Follow-up from').
          subject={labels[name]}
          onChange={(range) =>
            onChange({
              ...('from' in range ? { [fromKey]: range.from ?? null } : {}),
              ...('to' in range ? { [toKey]: range.to ?? null } : {}),
            })
          }
        />
      );
    }
    if (field.kind === 'reference') {
      const choices = references[field.references!];
      if (!choices) throw new Error(`${declaration.typeName}.${name}: no choices for its filter`);
      return (
        <ReferenceFilter
          key={name}
          label={label}
          choices={choices}
          value={value}
          onChange={choose}
          width={widths[name]}
        />
      );
    }
    const words = choiceLabelsOf(field);
    if (!words) throw new Error(`${declaration.typeName}.${name}: not a filter this page can show`);
    return (
      <ChoiceFilter
        key={name}
        label={label}
        options={Object.entries(words).map(([choice, text]) => ({ value: choice, label: text }))}
        value={value}
        onChange={choose}
        width={widths[name]}
      />
    );
  });
}
