import type { Fields, RecordDeclaration } from '../../../../shared/record/define-record';
import type { TableColumn } from '../RecordTable';
import { declaredText } from './declared-text';

/**
 * A list table's column for a declared field (decision 042): headed by the field's label as the
 * details show it, each cell the value as people read it (choices in words, the name a reference
 * carries), dates kept on one line. The page adds what only it knows (how the server
 * sorts the column, when it steps aside on a narrow screen) or writes a cell its own way.
 */
function declaredColumn<F extends Fields, Item extends object>(
  declaration: RecordDeclaration<F>,
  name: keyof F & string,
  overrides: Partial<TableColumn<Item>> = {},
): TableColumn<Item> {
  const field = declaration.fields[name]!;
  return {
    label: (field.details && field.details.label) || field.label,
    render: (item) => declaredText(declaration, name, item as Record<string, unknown>),
    // A date reads badly broken; a time range may wrap at its dash (DateTimeText).
    ...(field.kind === 'date' ? { nowrap: true } : {}),
    ...overrides,
  };
}

/**
 * declaredColumn for one declaration, for a table that has several such columns:
 * `const column = declaredColumns(programDeclaration)`, then `column('date', { sort })`.
 */
export function declaredColumns<F extends Fields>(declaration: RecordDeclaration<F>) {
  return <Item extends object>(
    name: keyof F & string,
    overrides: Partial<TableColumn<Item>> = {},
  ): TableColumn<Item> => declaredColumn(declaration, name, overrides);
}
