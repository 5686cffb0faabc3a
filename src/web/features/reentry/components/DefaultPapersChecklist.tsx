import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { offsetLabel } from '../../../../shared/domain/reentry/due-dates';
import {
  byDueDayThenDocument,
  documentKindLabel,
  reentryDocumentDeclaration,
  reentryDocumentTemplateDeclaration as checklist,
} from '../../../../shared/domain/reentry/reentry-document.record';
import { ImportButton } from '../../../components/import/ImportButton';
import { ExportCsvButton } from '../../../components/records/ExportCsvButton';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { LoadError } from '../../../components/LoadError';
import { DeclaredCardList } from '../../../components/records/declared/DeclaredCardList';
import { DeclaredRecordForm } from '../../../components/records/declared/DeclaredRecordForm';
import {
  exportDeclared,
  useDeclaredList,
  useDeleteDeclared,
  type DeclaredRecord,
} from '../../../components/records/declared/declared-records';
import { useConfirmDelete } from '../../../components/records/useConfirmDelete';

type ChecklistDocument = DeclaredRecord<typeof checklist.fields>;

const documentName = (row: ChecklistDocument) => documentKindLabel(row.document!);

/**
 * The default checklist of papers (product.md §3.3.9): the documents every client's papers start
 * with, due relative to the release. Changing it changes no client's list already made.
 */
export function DefaultPapersChecklist() {
  const list = useDeclaredList(checklist);
  const remove = useDeleteDeclared(checklist);
  const [editing, setEditing] = useState<ChecklistDocument | 'new' | null>(null);
  const deletion = useConfirmDelete<ChecklistDocument>({
    remove: (row) => remove.mutateAsync(row),
    nameOf: (row) => `"${documentName(row)}" from the checklist`,
    failedMessage: 'Failed to delete the document. Please try again.',
  });
  return (
    <Stack gap="sm" maw={720} mt="xl" component="section" aria-labelledby="papers-checklist">
      <Group justify="space-between">
        <Title order={2} size="h3" id="papers-checklist">
          Default Papers Checklist
        </Title>
        <Button variant="light" onClick={() => setEditing('new')}>
          Add Document
        </Button>
      </Group>
      <Text>
        Every client&apos;s papers start as a copy of this list when their plan starts. Changing it
        here changes no client&apos;s list already made.
      </Text>
      {list.isPending && <Loader aria-label="Loading the default checklist" />}
      {list.isError && (
        <LoadError
          message="Failed to load the default checklist."
          detail={list.error.message}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isSuccess && list.data.length === 0 && <Text>No documents on the checklist.</Text>}
      {list.isSuccess && list.data.length > 0 && (
        <DeclaredCardList
          declaration={checklist}
          records={list.data.toSorted(byDueDayThenDocument)}
          titleField="document"
          lineFields={[]}
          extraLine={(row) => [offsetLabel(row.offsetDays)]}
          onEdit={setEditing}
          onDelete={deletion.ask}
        />
      )}
      {editing && (
        <DeclaredRecordForm
          declaration={checklist}
          stored={editing === 'new' ? null : editing}
          title={
            editing === 'new'
              ? 'Add Document to the Checklist'
              : `Checklist document: ${documentName(editing)}`
          }
          submitLabel={editing === 'new' ? 'Add Document' : 'Save Document'}
          savedMessage={editing === 'new' ? 'Document added' : 'Document updated'}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog {...deletion.dialogProps} />
      <Title order={2} size="h3" mt="lg">
        Clients&apos; Papers as a Spreadsheet
      </Title>
      <Text>
        Every client&apos;s papers in one CSV file, one row a document, naming each client by their
        client ID; or add papers from such a file.
      </Text>
      <Group gap="xs">
        <ExportCsvButton
          plural="papers"
          label="Export papers"
          exportFile={() => exportDeclared(reentryDocumentDeclaration)}
        />
        <ImportButton recordType="document" label="Import papers" />
      </Group>
    </Stack>
  );
}
