import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ImportRecordType } from '../../../../shared/csv/import-columns';
import { RECORD_TYPES } from '../../../../shared/record/declarations';
import type { Fields, RecordDeclaration } from '../../../../shared/record/define-record';
import { ConfirmDeleteDialog } from '../../ConfirmDeleteDialog';
import { ImportButton } from '../../import/ImportButton';
import { LoadError } from '../../LoadError';
import { ExportCsvButton } from '../ExportCsvButton';
import { useConfirmDelete } from '../useConfirmDelete';
import { capitalised } from '../../../../shared/domain/common/labels';
import { defaultListWords } from './client-section-words';
import { DeclaredCardList } from './DeclaredCardList';
import { DeclaredRecordForm } from './DeclaredRecordForm';
import {
  exportDeclared,
  useDeclaredList,
  useDeleteDeclared,
  type DeclaredRecord,
} from './declared-records';
import { declaredText } from './declared-text';

type AnyRecord = DeclaredRecord<Fields>;
const DECLARATIONS = RECORD_TYPES.map((type) => type.declaration);

const headingId = (declaration: RecordDeclaration<Fields>) =>
  `default-list-${declaration.typeName}`;

/**
 * A programme's default list as its declaration's `defaultListSection` shows it (decision 115):
 * what it is for, a card each, add, change and remove; and, for the clients' records that start
 * from it, their export and import as a spreadsheet when their declaration has them. Changing the
 * list changes no client's list already made.
 */
function DeclaredDefaultList({ declaration }: { declaration: RecordDeclaration<Fields> }) {
  const section = declaration.defaultListSection!;
  const words = defaultListWords(declaration);
  const list = useDeclaredList(declaration);
  const remove = useDeleteDeclared(declaration);
  const [editing, setEditing] = useState<AnyRecord | 'new' | null>(null);
  const name = (record: AnyRecord) => declaredText(declaration, section.titleField, record);
  const deletion = useConfirmDelete<AnyRecord>({
    remove: (record) => remove.mutateAsync(record),
    nameOf: (record) => words.deleted(name(record)),
    failedMessage: words.failedToDelete,
  });
  const records = list.data && (section.order ? list.data.toSorted(section.order) : list.data);
  return (
    <Stack gap="sm" maw={720} mt="xl" component="section" aria-labelledby={headingId(declaration)}>
      <Group justify="space-between">
        <Title order={2} size="h3" id={headingId(declaration)}>
          {section.title}
        </Title>
        <Button variant="light" onClick={() => setEditing('new')}>
          {words.add}
        </Button>
      </Group>
      <Text>{section.intro}</Text>
      {list.isPending && <Loader aria-label={words.loading} />}
      {list.isError && (
        <LoadError
          message={words.failedToLoad}
          detail={list.error.message}
          onRetry={() => void list.refetch()}
        />
      )}
      {records && records.length === 0 && <Text>{section.empty}</Text>}
      {records && records.length > 0 && (
        <DeclaredCardList
          declaration={declaration}
          records={records}
          titleField={section.titleField}
          lineFields={section.lineFields}
          onEdit={setEditing}
          onDelete={deletion.ask}
        />
      )}
      {editing && (
        <DeclaredRecordForm
          declaration={declaration}
          stored={editing === 'new' ? null : editing}
          title={editing === 'new' ? words.add : words.editTitle(name(editing))}
          submitLabel={editing === 'new' ? words.add : 'Save Changes'}
          savedMessage={editing === 'new' ? words.added : words.updated}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog {...deletion.dialogProps} />
      {DECLARATIONS.filter((started) => started.startsFrom?.defaults === declaration.typeName).map(
        (started) => (
          <ClientRecordsSpreadsheet key={started.typeName} declaration={started} />
        ),
      )}
    </Stack>
  );
}

/**
 * Every client's records of a type in one CSV file, and added from one, where its declaration
 * exports (`csvFileName`) and imports (`csvImport`) them.
 */
function ClientRecordsSpreadsheet({ declaration }: { declaration: RecordDeclaration<Fields> }) {
  const { csvImport, csvFileName } = declaration;
  if (!csvImport || !csvFileName) return null;
  const { plural } = csvImport;
  return (
    <>
      <Title order={2} size="h3" mt="lg">
        Clients&apos; {capitalised(plural)} as a Spreadsheet
      </Title>
      <Text>
        Every client&apos;s {plural} in one CSV file, one row a {declaration.noun}, naming each
        client by their client ID; or add {plural} from such a file.
      </Text>
      <Group gap="xs">
        <ExportCsvButton
          plural={plural}
          label={`Export ${plural}`}
          exportFile={() => exportDeclared(declaration)}
        />
        <ImportButton recordType={csvImport.name as ImportRecordType} label={`Import ${plural}`} />
      </Group>
    </>
  );
}

/** Every default list with a section, in the registry's order. */
export function DeclaredDefaultLists() {
  return DECLARATIONS.filter((declaration) => declaration.defaultListSection).map((declaration) => (
    <DeclaredDefaultList key={declaration.typeName} declaration={declaration} />
  ));
}
