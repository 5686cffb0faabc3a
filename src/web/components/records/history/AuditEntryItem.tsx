import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AUDIT_ACTION_LABELS } from '../../../../shared/domain/audit/audit';
import { formatDateTime } from '../../../lib/date-format';
import type { AuditEntry } from './history.api';
import { changeValueText, fieldLabel, shownOnCreate } from './field-text';

const parsed = (json: string | null): unknown => {
  try {
    return json === null ? null : (JSON.parse(json) as unknown);
  } catch {
    return json;
  }
};

function ChangeList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} component="ul" p={0} m={0} aria-label={label}>
      {children}
    </Stack>
  );
}

function ChangeLine({ field, children }: { field: string; children: ReactNode }) {
  return (
    <Text
      component="li"
      size="sm"
      style={{ listStyle: 'none', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
    >
      <strong>{field}:</strong> {children}
    </Text>
  );
}

const ACTION_COLORS: Record<keyof typeof AUDIT_ACTION_LABELS, string> = {
  CREATE: 'brand.7',
  UPDATE: 'blue.9',
  DELETE: 'red.9',
  VIEW: 'gray.8',
  EXPORT: 'violet.9',
  INVITE: 'cyan.9',
  PASSWORD_RESET: 'cyan.9',
  LINK_PROVIDER: 'cyan.9',
  UNLINK_PROVIDER: 'cyan.9',
  ADD_PASSKEY: 'cyan.9',
  REMOVE_PASSKEY: 'cyan.9',
  ANONYMISE: 'red.9',
  SIGN_IN: 'gray.8',
};

/**
 * One entry of the trail: what happened, who did it and when, then each changed field with
 * its value before and after. `heading` names the record (the audit page lists many).
 */
export function AuditEntryItem({ entry, heading }: { entry: AuditEntry; heading?: ReactNode }) {
  const names = new Map(entry.references.map((reference) => [reference.id, reference.name]));
  const action = AUDIT_ACTION_LABELS[entry.action];
  const created = entry.changes.filter(
    (change) => change.hidden || shownOnCreate(change.field, parsed(change.after)),
  );
  return (
    <Stack
      gap={4}
      component="li"
      pb="sm"
      style={{ listStyle: 'none', borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="xs" wrap="wrap">
        <Badge color={ACTION_COLORS[entry.action]} variant="filled" radius="sm">
          {entry.action === 'VIEW'
            ? 'Viewed details'
            : entry.action === 'EXPORT'
              ? 'Exported as CSV'
              : action}
        </Badge>
        {heading}
      </Group>
      <Text size="sm">
        By {entry.actorName}
        {entry.actorEmail && entry.actorEmail !== entry.actorName
          ? ` (${entry.actorEmail})`
          : ''}, <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>
      </Text>
      {entry.action === 'UPDATE' && entry.changes.length > 0 && (
        <ChangeList label="Changed fields">
          {entry.changes.map((change) => (
            <ChangeLine key={change.field} field={fieldLabel(entry.recordType, change.field)}>
              {change.hidden
                ? 'changed (value not shown)'
                : `${changeValueText(change.before, names)} → ${changeValueText(change.after, names)}`}
            </ChangeLine>
          ))}
        </ChangeList>
      )}
      {entry.action === 'CREATE' && created.length > 0 && (
        // What it was created with, an override's reason included (decision 095).
        <ChangeList label="Values when created">
          {created.map((change) => (
            <ChangeLine key={change.field} field={fieldLabel(entry.recordType, change.field)}>
              {change.hidden ? '(value not shown)' : changeValueText(change.after, names)}
            </ChangeLine>
          ))}
        </ChangeList>
      )}
    </Stack>
  );
}
