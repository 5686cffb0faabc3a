/**
 * The inputs of a declared record type's form, in the sections its declaration gives (decision
 * 042): each input chosen by the field's kind, labelled and described as declared; fields that
 * do not apply to the values as they stand (showWhen) are hidden.
 */
import {
  Box,
  Checkbox,
  Fieldset,
  MultiSelect,
  Select,
  SimpleGrid,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Fragment, type ReactNode } from 'react';
import type { Fields, RecordDeclaration } from '../../../../shared/record/define-record';
import {
  LIST_INPUT_HINT,
  type FieldDef,
  type ReferencedRecord,
} from '../../../../shared/record/field';
import { useQuery } from '@tanstack/react-query';
import { nameFieldOf } from '../../../../shared/record/reference-name-fields';
import { choiceLabelsOf } from '../../../../shared/csv/csv-words';
import { enumOptions } from '../../../lib/format';
import { firstChoicesQuery, type ReferenceChoices } from '../../pickers/reference-choices';
import { ReferenceSelect } from '../../pickers/ReferenceSelect';
import type { FormValuesOf } from './form-values';
import { formLabel } from './labels';

type PickerOptions = Partial<Record<ReferencedRecord, { value: string; label: string }[]>>;
/** Pickers that search on the server (decision 055), by what they point at. */
type PickerChoices = Partial<Record<ReferencedRecord, ReferenceChoices>>;

interface FieldInputProps {
  name: string;
  field: FieldDef;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one input of any declared form
  form: UseFormReturnType<any>;
  isNew: boolean;
  pickerOptions: PickerOptions;
  pickerChoices: PickerChoices;
  /** The record being edited: the names it carries beside its references. */
  record: Record<string, unknown> | null;
  /** Given: the field is shown but locked, and this says why. */
  lockedBecause?: string;
}

const WIDE = { gridColumn: '1 / -1' } as const;

/** A reference picked by searching on the server; required only while there is something to pick. */
function SearchedReferenceInput({
  choices,
  chosenName,
  required,
  ...select
}: {
  choices: ReferenceChoices;
  chosenName: string | null;
  required: boolean | undefined;
} & Omit<Parameters<typeof ReferenceSelect>[0], 'choices' | 'chosenName' | 'required'>) {
  const first = useQuery(firstChoicesQuery(choices));
  return (
    <ReferenceSelect
      {...select}
      choices={choices}
      chosenName={chosenName}
      required={required && (first.data?.length ?? 1) > 0}
    />
  );
}

function FieldInput({
  name,
  field,
  form,
  isNew,
  pickerOptions,
  pickerChoices,
  record,
  lockedBecause,
}: FieldInputProps) {
  const shown = field.form || {};
  const label = formLabel(field, form.values);
  // A field set once is shown but locked when editing; the form may lock others for a reason.
  const locked = lockedBecause !== undefined || (!isNew && field.changeable === false);
  const description =
    lockedBecause ??
    (locked ? shown.lockedDescription : undefined) ??
    shown.description ??
    (isNew ? shown.newRecordDescription : undefined) ??
    (field.kind === 'list' ? LIST_INPUT_HINT : undefined);
  const style = shown.wide ? WIDE : undefined;
  const common = { label, description, required: shown.required, style, disabled: locked };
  switch (field.kind) {
    case 'flag':
      return <Checkbox {...common} {...form.getInputProps(name, { type: 'checkbox' })} />;
    case 'choice':
      return (
        <Select
          {...common}
          allowDeselect={!shown.required}
          data={enumOptions(field.choices ?? [], choiceLabelsOf(field))}
          {...form.getInputProps(name)}
        />
      );
    case 'reference': {
      const choices = pickerChoices[field.references!];
      if (choices) {
        const nameField = nameFieldOf(name, field);
        const input = form.getInputProps(name);
        // The record's own name for the value it was read with; another chosen value is named by lookup.
        const chosenName =
          record && nameField && record[name] === input.value
            ? ((record[nameField] as string | null) ?? null)
            : null;
        return (
          <SearchedReferenceInput
            {...common}
            {...input}
            choices={choices}
            chosenName={chosenName}
            clearable
            placeholder={shown.placeholder}
            nothingFoundMessage={shown.nothingFound}
            value={(input.value as string) || null}
          />
        );
      }
      const options = pickerOptions[field.references!] ?? [];
      return (
        <Select
          {...common}
          // Nothing to pick from: the schema does not ask for it either.
          required={shown.required && options.length > 0}
          searchable
          clearable
          placeholder={shown.placeholder}
          nothingFoundMessage={shown.nothingFound}
          data={options}
          {...form.getInputProps(name)}
        />
      );
    }
    case 'references':
      return (
        <MultiSelect
          {...common}
          searchable
          clearable
          placeholder={shown.placeholder}
          nothingFoundMessage={shown.nothingFound}
          data={pickerOptions[field.references!] ?? []}
          {...form.getInputProps(name)}
        />
      );
    case 'date':
      return <TextInput {...common} type="date" {...form.getInputProps(name)} />;
    case 'time':
      return <TextInput {...common} type="time" {...form.getInputProps(name)} />;
    case 'integer':
    case 'decimal':
      return (
        // A number field: no letters can be typed, and phones show the number pad.
        <TextInput
          {...common}
          type="number"
          step={field.kind === 'integer' ? 1 : 'any'}
          inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
          {...form.getInputProps(name)}
        />
      );
    default:
      return shown.input === 'textarea' ? (
        <Textarea {...common} autosize minRows={2} {...form.getInputProps(name)} />
      ) : (
        <TextInput
          {...common}
          type={shown.input}
          placeholder={shown.placeholder}
          {...form.getInputProps(name)}
        />
      );
  }
}

interface DeclaredFormSectionsProps<F extends Fields> {
  declaration: RecordDeclaration<F>;
  form: UseFormReturnType<FormValuesOf<F>>;
  isNew: boolean;
  /** The records a reference field can pick, by what it points at. */
  pickerOptions?: PickerOptions;
  /** Pickers that search on the server instead, by what they point at. */
  pickerChoices?: PickerChoices;
  /** The record being edited (null: a new one), for the names it carries. */
  record?: object | null;
  /** Fields this person may not change here, each with the reason shown beneath it. */
  lockedFields?: Partial<Record<string, string>>;
  /** A note shown across the form beneath a field, such as a warning about what was typed. */
  fieldNotes?: Partial<Record<string, ReactNode>>;
}

export function DeclaredFormSections<F extends Fields>({
  declaration,
  form,
  isNew,
  pickerOptions = {},
  pickerChoices = {},
  record = null,
  lockedFields = {},
  fieldNotes = {},
}: DeclaredFormSectionsProps<F>) {
  const applies = (field: FieldDef) => !field.showWhen || field.showWhen(form.values as never);
  return (declaration.form ?? []).map((section, index) => {
    const inputs = (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {section.fields
          .filter((name) => applies(declaration.fields[name]!))
          .map((name) => (
            <Fragment key={name}>
              <FieldInput
                name={name}
                field={declaration.fields[name]!}
                form={form}
                isNew={isNew}
                pickerOptions={pickerOptions}
                pickerChoices={pickerChoices}
                record={record as Record<string, unknown> | null}
                lockedBecause={lockedFields[name]}
              />
              {fieldNotes[name] ? (
                <Box style={{ gridColumn: '1 / -1' }}>{fieldNotes[name]}</Box>
              ) : null}
            </Fragment>
          ))}
      </SimpleGrid>
    );
    return section.title ? (
      <Fieldset key={section.title} legend={section.title}>
        {inputs}
      </Fieldset>
    ) : (
      <div key={index}>{inputs}</div>
    );
  });
}
