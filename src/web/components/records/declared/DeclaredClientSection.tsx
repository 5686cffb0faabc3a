import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  formFieldNames,
  type Fields,
  type RecordDeclaration,
} from '../../../../shared/record/define-record';
import { capitalised } from '../../../../shared/domain/common/labels';
import { can, permissionOf } from '../../../../shared/permissions';
import { useCurrentUser } from '../../../auth/useCurrentUser';
import { formatDay } from '../../../lib/date-format';
import { failureTitle, request } from '../../../lib/graphql';
import { useInvalidatingMutation } from '../../../lib/record-mutation';
import { useToday } from '../../../lib/use-now';
import { ConfirmDeleteDialog } from '../../ConfirmDeleteDialog';
import { LoadError } from '../../LoadError';
import { useConfirmDelete } from '../useConfirmDelete';
import { clientSectionWords } from './client-section-words';
import { DeclaredCardList } from './DeclaredCardList';
import { DeclaredRecordForm } from './DeclaredRecordForm';
import {
  declaredKey,
  documentOf,
  useDeclaredList,
  useDeleteDeclared,
  type DeclaredRecord,
} from './declared-records';
import { declaredText } from './declared-text';

type AnyRecord = DeclaredRecord<Fields>;

interface DeclaredClientSectionProps {
  declaration: RecordDeclaration<Fields>;
  client: { id: string; preferredName: string };
  /** An anonymised client's records change no more (the server refuses too). */
  closed: boolean;
}

/**
 * A client's records of one type kept beside them, as its declaration's `clientSection` shows them
 * (shared/record/client-section.ts): a summary line, a card each, and what the signed-in person may
 * do by the permission table: admins add, remove and start the list from the programme's default
 * one; the client's volunteer changes what `volunteerChanges` allows, the rest shown locked.
 */
export function DeclaredClientSection({ declaration, client, closed }: DeclaredClientSectionProps) {
  const section = declaration.clientSection!;
  const words = clientSectionWords(declaration);
  const user = useCurrentUser();
  const group = user.status === 'signedIn' ? user.group : null;
  const may = (operation: string) =>
    !closed && can(group, permissionOf(declaration.typeName, operation));
  const list = useDeclaredList(declaration, {
    clientId: client.id,
    extraFields: declaration.dueFromRelease ? ['dueOn'] : [],
  });
  const remove = useDeleteDeclared(declaration);
  const [editing, setEditing] = useState<AnyRecord | 'new' | null>(null);
  const today = useToday();
  const name = (record: AnyRecord) => declaredText(declaration, section.titleField, record);
  const deletion = useConfirmDelete<AnyRecord>({
    remove: (record) => remove.mutateAsync(record),
    nameOf: (record) => `the ${name(record)}`,
    failedMessage: words.failedToDelete,
  });

  if (list.isPending) return <Loader size="sm" aria-label={words.loading} />;
  if (list.isError) {
    return (
      <LoadError
        message={words.failedToLoad}
        detail={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const records = section.order ? list.data.toSorted(section.order) : list.data;
  const volunteerLocks = (): Record<string, string> | undefined => {
    const changes = declaration.volunteerChanges;
    if (group !== 'Volunteers' || !changes) return undefined;
    const locked = formFieldNames(declaration).filter((field) => !changes.fields.includes(field));
    return Object.fromEntries(locked.map((field) => [field, changes.locked]));
  };
  return (
    <Stack gap="sm">
      <Text size="sm" fw={records.length > 0 && section.summary ? 600 : undefined}>
        {records.length === 0 ? section.empty : section.summary?.(records)}
      </Text>
      {records.length > 0 && (
        <DeclaredCardList
          declaration={declaration}
          records={records}
          titleField={section.titleField}
          lineFields={section.lineFields}
          extraLine={(record) =>
            (section.dayLines ?? []).map(({ field, word }) => {
              const day = record[field] as string | null | undefined;
              return day ? `${word} ${formatDay(day)}` : null;
            })
          }
          marks={(record) =>
            section.overdue?.(record, today) && (
              // Red 9 keeps white text at 5.4:1.
              <Badge color="red.9" variant="filled">
                Overdue
              </Badge>
            )
          }
          onEdit={may('update') ? setEditing : undefined}
          onDelete={may('delete') ? deletion.ask : undefined}
        />
      )}
      {may('create') && (
        <Group gap="xs">
          {records.length === 0 && declaration.startsFrom && (
            <StartFromDefaultsButton declaration={declaration} clientId={client.id} />
          )}
          <Button variant="light" onClick={() => setEditing('new')}>
            {words.add}
          </Button>
        </Group>
      )}
      {editing && (
        <DeclaredRecordForm
          declaration={declaration}
          stored={editing === 'new' ? null : editing}
          given={{ clientId: client.id }}
          title={`${editing === 'new' ? words.add : name(editing)}: ${client.preferredName}`}
          submitLabel={editing === 'new' ? words.add : 'Save Changes'}
          savedMessage={editing === 'new' ? words.added : words.updated}
          lockedFields={volunteerLocks()}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog {...deletion.dialogProps} />
    </Stack>
  );
}

/** Starts the client's list as a copy of the programme's default one; a refusal is shown. */
function StartFromDefaultsButton({
  declaration,
  clientId,
}: {
  declaration: RecordDeclaration<Fields>;
  clientId: string;
}) {
  const start = declaration.startsFrom!;
  const mutation = documentOf<unknown>(
    `mutation ${capitalised(start.mutation)}($clientId: ID!) { ${start.mutation}(clientId: $clientId) { id } }`,
  );
  const run = useInvalidatingMutation(declaredKey(declaration), () =>
    request(mutation, { clientId }),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const startList = async () => {
    setFailure(null);
    try {
      await run.mutateAsync(undefined);
      notifications.show({ color: 'brand', message: start.done });
    } catch (error) {
      const detail = error instanceof Error ? error.message : '';
      setFailure(`${failureTitle(start.failed, error)} ${detail}`.trim());
    }
  };
  return (
    <>
      <Button variant="light" onClick={() => void startList()} loading={run.isPending}>
        {start.label}
      </Button>
      {failure && (
        <Alert color="red" role="alert" title={failure} w="100%">
          {clientSectionWords(declaration).changedMeanwhile}
        </Alert>
      )}
    </>
  );
}
