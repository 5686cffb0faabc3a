import { Alert, Button, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { clientDeclaration } from '../../../../shared/domain/client/client.record';
import { AUDIT_ACTION_LABELS, auditRecordTypeLabel } from '../../../../shared/domain/audit/audit';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { saveTextFile } from '../../../lib/file-download';
import { formatDateTime } from '../../../lib/date-format';
import { humanize } from '../../../lib/format';
import { besideRows, type ClientFile } from '../../../../shared/domain/client/client-file';
import { TYPES_KEPT_BESIDE_A_CLIENT } from '../../../../shared/record/declarations';
import { declaredText } from '../../../components/records/declared/declared-text';
import { useClientFile } from '../api/client-file.api';
import {
  fieldLabel,
  shownOnCreate,
  valueText as readableValue,
} from '../../../components/records/history/field-text';
import '../../../components/printable.css';

type Row = Record<string, unknown>;

/** A stored value as the document writes it. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : '—';
  if (typeof value === 'string' && /^[A-Z][A-Z0-9_]+$/.test(value)) return humanize(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** 'Updated', 'Created', … as the History tab says them. */
const actionText = (action: string) =>
  Object.hasOwn(AUDIT_ACTION_LABELS, action)
    ? AUDIT_ACTION_LABELS[action as keyof typeof AUDIT_ACTION_LABELS]
    : humanize(action);

/** An entry's changes, one a line, by field label and with ids as the names they had then. */
function historyChanges(entry: ClientFile['history'][number]): string {
  const names = new Map(
    (entry.references ?? []).map((reference) => [reference.id, reference.name]),
  );
  const label = (field: string) => fieldLabel(entry.recordType, field);
  if (entry.action === 'CREATE') {
    return entry.changes
      .filter((change) => shownOnCreate(change.field, change.after))
      .map((change) => `${label(change.field)}: ${readableValue(change.after, names)}`)
      .join('\n');
  }
  return entry.changes
    .map(
      (change) =>
        `${label(change.field)}: ${readableValue(change.before, names)} → ${readableValue(change.after, names)}`,
    )
    .join('\n');
}

interface Column {
  key: string;
  label: string;
}

/**
 * A section for each record type kept beside a client, as its declaration's `clientFile` says:
 * its columns labelled as its details label them, each value worded as the details word it.
 */
const SECTIONS = TYPES_KEPT_BESIDE_A_CLIENT.map((declaration) => {
  const { key, title, columns } = declaration.clientFile!;
  return {
    key,
    title,
    columns: columns.map((name) => {
      const field = declaration.fields[name]!;
      return { key: name, label: (field.details && field.details.label) || field.label };
    }),
    text: (row: Row, name: string) => declaredText(declaration, name, row) || '—',
  };
});

function RowsTable({
  title,
  columns,
  rows,
  text = (row, key) => valueText(row[key]),
}: {
  title: string;
  columns: Column[];
  rows: Row[];
  /** A cell's words: by default the stored value as the document writes it. */
  text?: (row: Row, key: string) => string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm">None.</Text>
      ) : (
        <ScrollableTable label={`${title} table`} minWidth={columns.length * 140}>
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key}>{column.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={String(row.id ?? index)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} style={{ whiteSpace: 'pre-wrap' }}>
                      {text(row, column.key)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
    </section>
  );
}

/** The names the file gives beside the references it holds. */
const REFERENCE_NAMES: Readonly<Record<string, string>> = {
  facilityId: 'facilityName',
  assignedVolunteerId: 'assignedVolunteerName',
};

/** The record's fields, labelled as the client's form labels them; a reference by its name. */
function recordRows(client: Row) {
  return clientDeclaration.fieldNames.map((name) => {
    const named = REFERENCE_NAMES[name];
    return {
      field: clientDeclaration.fields[name].label,
      value: named && client[name] ? (client[named] ?? client[name]) : client[name],
    };
  });
}

/**
 * A person's own file (product.md §3.3.5): everything the programme holds about one client, to
 * print (or save as PDF from the print dialog) and to download as JSON. Taking it is recorded in
 * the client's access log.
 */
export function ClientFilePage() {
  const { id = '' } = useParams();
  const file = useClientFile(id);
  if (file.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the client's file" />
      </Center>
    );
  if (file.isError)
    return (
      <LoadError
        message="Failed to load the client's file."
        detail={file.error.message}
        onRetry={() => void file.refetch()}
      />
    );
  const { content, fileName, json } = file.data;
  const name = valueText(content.client.preferredName);
  return (
    <Stack gap="lg">
      <PageTitle title={`Client file: ${name} (${valueText(content.client.clientId)})`}>
        <Group gap="xs" data-print-hide>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            Print
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => saveTextFile(fileName, json, 'application/json')}
          >
            Download JSON
          </Button>
        </Group>
      </PageTitle>
      <Alert color="gray" variant="light" title="Everything held about this person">
        Taken {content.generatedAt.slice(0, 10)} by {content.generatedBy}. Taking it is recorded in
        the access log below.{' '}
        <Link to="/admin/clients" data-print-hide>
          Back to Manage Clients
        </Link>
      </Alert>
      <RowsTable
        title="Record"
        columns={[
          { key: 'field', label: 'Field' },
          { key: 'value', label: 'Value' },
        ]}
        rows={recordRows(content.client)}
      />
      {SECTIONS.map((section) => (
        <RowsTable
          key={section.key}
          title={section.title}
          columns={section.columns}
          rows={besideRows(content, section.key)}
          text={section.text}
        />
      ))}
      <RowsTable
        title="Programs attended"
        columns={[{ key: 'program', label: 'Program' }]}
        rows={content.programsAttended.map((program) => ({ program }))}
      />
      <RowsTable
        title="History"
        columns={[
          { key: 'occurredAt', label: 'When' },
          { key: 'by', label: 'By' },
          { key: 'what', label: 'What' },
          { key: 'changes', label: 'Changes' },
        ]}
        rows={content.history.map((entry) => ({
          occurredAt: formatDateTime(entry.occurredAt),
          by: entry.by,
          what: [
            `${actionText(entry.action)} ${auditRecordTypeLabel(entry.recordType).toLowerCase()}`,
            entry.recordLabel,
          ]
            .filter(Boolean)
            .join(': '),
          changes: historyChanges(entry),
        }))}
      />
      <RowsTable
        title="Access log"
        columns={[
          { key: 'occurredAt', label: 'When' },
          { key: 'by', label: 'By' },
          { key: 'action', label: 'What' },
        ]}
        rows={content.accessLog.map((entry) => ({
          ...entry,
          occurredAt: formatDateTime(entry.occurredAt),
        }))}
      />
    </Stack>
  );
}
