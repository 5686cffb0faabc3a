import type { Fields, RecordDeclaration } from '../../../../shared/record/define-record';
import type { FieldItem } from '../FieldList';
import { declaredText } from './declared-text';
import { detailsLabel } from './labels';

/**
 * The lines a card shows for the declared fields `names`, in that order: each labelled and
 * written as the details panel does, so a card and the panel never word a field differently.
 * `whenGiven` fields are left out while empty (a facility's response before there is one).
 */
export function declaredFields<F extends Fields>(
  declaration: RecordDeclaration<F>,
  record: object,
  names: readonly (keyof F & string)[],
  whenGiven: readonly (keyof F & string)[] = [],
): FieldItem[] {
  const values = record as Record<string, unknown>;
  return names.flatMap((name) => {
    const value = declaredText(declaration, name, values);
    if (!value && whenGiven.includes(name)) return [];
    return [{ label: detailsLabel(declaration.fields[name]!, record), value }];
  });
}
