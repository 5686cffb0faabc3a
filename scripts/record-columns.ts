/**
 * The Drizzle columns of a declared record type: each field's column by its kind, named in
 * snake_case, NOT NULL unless the field is nullable, with the declared default and uniqueness,
 * and a foreign key for a reference. The table file adds the columns a declaration does not hold
 * (id, bookkeeping, links to accounts) and the indexes; for a declaration with `table`, that table
 * is written here too (tableCode).
 */
import type { Fields, RecordDeclaration } from '../src/shared/record/define-record';
import type { FieldDef, ReferencedRecord } from '../src/shared/record/field';

/** Ids of facilities and clients are generated uuids; people's ids are their account ids. */
const ID_COLUMN: Record<ReferencedRecord, 'uuid' | 'text'> = {
  facility: 'uuid',
  client: 'uuid',
  resource: 'uuid',
  schedule: 'uuid',
  volunteer: 'text',
  admin: 'text',
  account: 'text',
};

/** The table a reference points at, and its module beside the generated file. */
const TABLE: Record<ReferencedRecord, { name: string; module: string }> = {
  facility: { name: 'facility', module: './facility' },
  client: { name: 'client', module: './client' },
  resource: { name: 'resource', module: './resource' },
  schedule: { name: 'schedule', module: './schedule' },
  volunteer: { name: 'volunteer', module: './volunteer' },
  admin: { name: 'admin', module: './admin' },
  account: { name: 'user', module: './auth' },
};

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const camelCase = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
/** The database enumeration's name of a choice. */
export const storedEnumName = (field: FieldDef) =>
  field.storedEnumName ?? snakeCase(camelCase(field.enumName!));
const literal = (value: unknown) => JSON.stringify(value).replace(/"/g, "'");

function columnBuilder(name: string, field: FieldDef): { code: string; uses: string } {
  const column = `'${snakeCase(name)}'`;
  switch (field.kind) {
    case 'text':
      return { code: `text(${column})`, uses: 'text' };
    case 'integer':
      return { code: `integer(${column})`, uses: 'integer' };
    case 'decimal':
      return { code: `doublePrecision(${column})`, uses: 'doublePrecision' };
    case 'date':
      return { code: `date(${column}, { mode: 'string' })`, uses: 'date' };
    case 'time':
      return { code: `text(${column})`, uses: 'text' };
    case 'timestamp':
      return { code: `timestamp(${column}, { withTimezone: true })`, uses: 'timestamp' };
    case 'flag':
      return { code: `boolean(${column})`, uses: 'boolean' };
    case 'list':
      return { code: `text(${column}).array()`, uses: 'text' };
    case 'choice':
      return { code: `${camelCase(field.enumName!)}(${column})`, uses: 'pgEnum' };
    case 'reference': {
      const type = ID_COLUMN[field.references!];
      const table = TABLE[field.references!].name;
      return { code: `${type}(${column}).references(() => ${table}.id)`, uses: type };
    }
    // A list of ids is text: it has no foreign key to be typed for.
    case 'references':
      return { code: `text(${column}).array()`, uses: 'text' };
  }
}

function columnCode(name: string, field: FieldDef): { code: string; uses: string } {
  const { code, uses } = columnBuilder(name, field);
  const isList = field.kind === 'list' || field.kind === 'references';
  const defaultValue = field.default ?? (isList ? [] : undefined);
  const modifiers = [
    field.nullable ? '' : '.notNull()',
    field.unique ? '.unique()' : '',
    defaultValue === undefined ? '' : `.default(${literal(defaultValue)})`,
    field.defaultNow ? '.defaultNow()' : '',
  ];
  return { code: `${name}: ${code}${modifiers.join('')},`, uses };
}

/**
 * `source`: where the declaration is exported, from the generated file's folder; its
 * enumerations are read from there rather than written again. `enumerationHomes`: the columns
 * file defining each enumeration; one defined by another declaration's file is imported.
 */
export function columnsSource(
  declaration: RecordDeclaration<Fields>,
  source: {
    exportName: string;
    module: string;
    enumerationHomes?: ReadonlyMap<string, string>;
    ownModule?: string;
  },
): string {
  const fields = declaration.fieldNames
    .map((name) => [name, declaration.fields[name]!] as const)
    .filter(([, field]) => field.column !== false);
  const columns = fields.map(([name, field]) => columnCode(name, field));
  const homeOf = (field: FieldDef) =>
    source.enumerationHomes?.get(storedEnumName(field)) ?? source.ownModule;
  const allEnums = fields.filter(([, field]) => field.kind === 'choice');
  const enums = allEnums.filter(([, field]) => homeOf(field) === source.ownModule);
  const importedEnums = [
    ...new Set(
      allEnums
        .filter(([, field]) => homeOf(field) !== source.ownModule)
        .map(([, field]) => `import { ${camelCase(field.enumName!)} } from '${homeOf(field)}';`),
    ),
  ];
  // A list of ids has no foreign key: only a single reference imports the table it points at.
  const referenced = [
    ...new Set(
      fields.flatMap(([, field]) => (field.kind === 'reference' ? [field.references!] : [])),
    ),
  ];
  const table = tableCode(declaration);
  const builders = [
    ...new Set([
      ...columns
        .map((column) => column.uses)
        .filter((uses) => uses !== 'pgEnum' || enums.length > 0),
      ...table.uses,
    ]),
  ].sort();
  return `// Generated by \`npm run schema:print\` from the ${declaration.typeName} declaration: do not edit.
import { ${builders.join(', ')} } from 'drizzle-orm/pg-core';
${enums.length > 0 ? `import { ${source.exportName} } from '${source.module}';` : ''}
${referenced.map((of) => `import { ${TABLE[of].name} } from '${TABLE[of].module}';`).join('\n')}
${importedEnums.join('\n')}
${table.code ? "import { generatedId, recordColumns } from './columns';" : ''}

${enums
  .map(
    ([name, field]) =>
      `export const ${camelCase(field.enumName!)} = pgEnum('${storedEnumName(field)}', ${source.exportName}.fields.${name}.choices);`,
  )
  .join('\n')}

/** The ${declaration.typeName} declaration's fields as columns. */
export const ${camelCase(declaration.typeName)}Columns = {
  ${columns.map((column) => column.code).join('\n  ')}
};
${table.code}`;
}

/** The table of a declaration with `table`: its id, columns, bookkeeping and indexes. */
function tableCode(declaration: RecordDeclaration<Fields>): { code: string; uses: string[] } {
  if (!declaration.table) return { code: '', uses: [] };
  const name = camelCase(declaration.typeName);
  const tableName = snakeCase(name);
  const indexes = (declaration.table.indexes ?? []).map(
    (index) =>
      `index('${tableName}_${index.name}_idx').on(${index.on.map((field) => `table.${field}`).join(', ')})`,
  );
  const extras = indexes.length > 0 ? `, (table) => [${indexes.join(', ')}]` : '';
  return {
    uses: indexes.length > 0 ? ['index', 'pgTable'] : ['pgTable'],
    code: `
/** Its table, written from the declaration (its \`table\`). */
export const ${name} = pgTable('${tableName}', { id: generatedId(), ...${name}Columns, ...recordColumns }${extras});

export type ${declaration.typeName}Row = typeof ${name}.$inferSelect;
`,
  };
}
