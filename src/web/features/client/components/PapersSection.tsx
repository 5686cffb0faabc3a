import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  byDueDayThenDocument,
  documentKindLabel,
  paperOverdue,
  papersInHandText,
  reentryDocumentDeclaration as papers,
} from '../../../../shared/domain/reentry/reentry-document.record';
import { LoadError } from '../../../components/LoadError';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { DeclaredCardList } from '../../../components/records/declared/DeclaredCardList';
import { DeclaredRecordForm } from '../../../components/records/declared/DeclaredRecordForm';
import {
  useDeclaredList,
  useDeleteDeclared,
  type DeclaredRecord,
} from '../../../components/records/declared/declared-records';
import { useConfirmDelete } from '../../../components/records/useConfirmDelete';
import { formatDay } from '../../../lib/date-format';
import { failureTitle, graphql, request } from '../../../lib/graphql';
import { useInvalidatingMutation } from '../../../lib/record-mutation';
import { useToday } from '../../../lib/use-now';
import { declaredKey } from '../../../components/records/declared/declared-records';

type Paper = DeclaredRecord<typeof papers.fields>;

const StartChecklist = graphql(`
  mutation StartDocumentChecklist($clientId: ID!) {
    startDocumentChecklist(clientId: $clientId) {
      id
    }
  }
`);

/** What a volunteer may not change: which document, and when it is due. */
const VOLUNTEER_LOCKED = {
  document: 'Admins choose the documents',
  offsetDays: 'Admins set when it is due',
};

interface PapersSectionProps {
  client: { id: string; preferredName: string };
  /** Admins add, remove and start the papers; the client's volunteer works them. */
  canManage: boolean;
}

/**
 * A client's papers (product.md §3.3.9): how many are in hand, each document with its status,
 * where it is kept and its due day, overdue ones marked; admins add the default checklist, add,
 * change and remove documents; the client's volunteer records where each stands.
 */
export function PapersSection({ client, canManage }: PapersSectionProps) {
  const list = useDeclaredList(papers, { clientId: client.id, extraFields: ['dueOn'] });
  const start = useInvalidatingMutation(declaredKey(papers), () =>
    request(StartChecklist, { clientId: client.id }),
  );
  const remove = useDeleteDeclared(papers);
  const deletion = useConfirmDelete<Paper>({
    remove: (paper) => remove.mutateAsync(paper),
    nameOf: (paper) => `the ${documentKindLabel(paper.document!)}`,
    failedMessage: 'Failed to delete the document. Please try again.',
  });
  const [editing, setEditing] = useState<Paper | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const today = useToday();

  const startChecklist = async () => {
    setFailure(null);
    try {
      await start.mutateAsync(undefined);
      notifications.show({ color: 'brand', message: 'Papers checklist added' });
    } catch (error) {
      const detail = error instanceof Error ? error.message : '';
      setFailure(`${failureTitle('Failed to add the checklist.', error)} ${detail}`.trim());
    }
  };

  if (list.isPending) return <Loader size="sm" aria-label="Loading papers" />;
  if (list.isError) {
    return (
      <LoadError
        message="Failed to load the papers."
        detail={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const sorted = list.data.toSorted(byDueDayThenDocument);
  const dueOn = (paper: Paper) => (paper.dueOn as string | null) ?? null;
  return (
    <Stack gap="sm">
      <Text size="sm" fw={sorted.length > 0 ? 600 : undefined}>
        {sorted.length === 0 ? 'No papers listed yet.' : papersInHandText(sorted)}
      </Text>
      {sorted.length > 0 && (
        <DeclaredCardList
          declaration={papers}
          records={sorted}
          titleField="document"
          lineFields={['status', 'keptAt']}
          extraLine={(paper) => [
            dueOn(paper) ? `Due ${formatDay(dueOn(paper)!)}` : null,
            paper.receivedOn ? `Received ${formatDay(paper.receivedOn)}` : null,
          ]}
          marks={(paper) =>
            // Red 9 keeps white text at 5.4:1.
            paperOverdue(paper, dueOn(paper), today) && (
              <Badge color="red.9" variant="filled">
                Overdue
              </Badge>
            )
          }
          onEdit={setEditing}
          onDelete={canManage ? deletion.ask : undefined}
        />
      )}
      {failure && (
        <Alert color="red" role="alert" title={failure}>
          Reload the page if someone else changed the papers meanwhile.
        </Alert>
      )}
      {canManage && (
        <Group gap="xs">
          {sorted.length === 0 && (
            <Button variant="light" onClick={() => void startChecklist()} loading={start.isPending}>
              Add Papers Checklist
            </Button>
          )}
          <Button variant="light" onClick={() => setEditing('new')}>
            Add Document
          </Button>
        </Group>
      )}
      {editing && (
        <DeclaredRecordForm
          declaration={papers}
          stored={editing === 'new' ? null : editing}
          given={{ clientId: client.id }}
          title={
            editing === 'new'
              ? `Add Document: ${client.preferredName}`
              : `${documentKindLabel(editing.document!)}: ${client.preferredName}`
          }
          submitLabel={editing === 'new' ? 'Add Document' : 'Save Changes'}
          savedMessage={editing === 'new' ? 'Document added' : 'Document updated'}
          lockedFields={canManage ? undefined : VOLUNTEER_LOCKED}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog {...deletion.dialogProps} />
    </Stack>
  );
}
