import type { UseFormReturnType } from '@mantine/form';
import type { Fields } from '../../../../shared/record/define-record';
import { formLabel } from './labels';

type InputOptions = Parameters<UseFormReturnType<object>['getInputProps']>[1];

/**
 * For a form laid out by hand: the props of a declared field's input, its label as the form
 * words it (formLabel) and its value, change and error from the form (getInputProps).
 * `const input = declaredInput(fields, form)`, then `<TextInput required {...input('location')} />`.
 */
export function declaredInput<F extends Fields, Values>(
  fields: F,
  form: UseFormReturnType<Values, never> | UseFormReturnType<Values>,
) {
  return (name: keyof F & string, options?: InputOptions) => ({
    label: formLabel(fields[name]!),
    ...(form as UseFormReturnType<object>).getInputProps(name as never, options),
  });
}
