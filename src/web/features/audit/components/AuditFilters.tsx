import { Checkbox, Group, Stack, Text } from '@mantine/core';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_RECORD_TYPES,
  type AuditRecordType,
} from '../../../../shared/domain/audit/audit';
import {
  ChoiceFilter,
  DateOrderFilter,
  DateRangeFilter,
  ReferenceFilter,
} from '../../../components/records/ListFilters';
import { auditActorChoices, type AuditFilter } from '../api/audit.api';

const RECORD_TYPE_OPTIONS = Object.entries(AUDIT_RECORD_TYPES).map(([value, label]) => ({
  value: value as AuditRecordType,
  label,
}));
const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({
  value: value as keyof typeof AUDIT_ACTION_LABELS,
  label,
}));

interface AuditFiltersProps {
  filter: AuditFilter;
  onChange: (changes: Partial<AuditFilter>) => void;
  /** A problem with the dates, shown under them (the list waits until it is fixed). */
  dateProblem: string | null;
}

/** User (a person chosen, searched on the server), record type, action, dates, order, and "views of clients by someone not assigned". */
export function AuditFilters({ filter, onChange, dateProblem }: AuditFiltersProps) {
  return (
    <Stack gap="xs" mb="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ReferenceFilter
          label="User"
          width={260}
          choices={auditActorChoices}
          value={filter.actorId}
          onChange={(actorId) => onChange({ actorId })}
        />
        <ChoiceFilter
          label="Record type"
          width={190}
          options={RECORD_TYPE_OPTIONS}
          value={filter.recordType}
          onChange={(recordType) => onChange({ recordType })}
        />
        <ChoiceFilter
          label="Action"
          width={140}
          options={ACTION_OPTIONS}
          value={filter.action}
          onChange={(action) => onChange({ action })}
        />
        <DateRangeFilter from={filter.from} to={filter.to} onChange={onChange} />
        <DateOrderFilter
          value={filter.sortDirection}
          onChange={(sortDirection) => onChange({ sortDirection })}
        />
      </Group>
      {dateProblem && (
        <Text c="red.9" size="sm" role="alert">
          {dateProblem}
        </Text>
      )}
      <Checkbox
        label="Only views of clients by someone who is not their assigned volunteer"
        checked={filter.clientViewsByOthers}
        onChange={(event) => onChange({ clientViewsByOthers: event.currentTarget.checked })}
      />
    </Stack>
  );
}
