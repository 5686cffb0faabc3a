import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { useAddressState } from '../../../lib/address-state';
import {
  auditDateRangeProblems,
  auditRecordTypeLabel,
} from '../../../../shared/domain/audit/audit';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';
import { HistoryPanel, type HistoryTarget } from '../../../components/records/history/HistoryPanel';
import type { AuditEntry } from '../../../components/records/history/history.api';
import { AuditEntryList } from '../../../components/records/history/RecordHistory';
import { EMPTY_AUDIT_FILTER, useAuditEntries, type AuditFilter } from '../api/audit.api';
import { AuditFilters } from './AuditFilters';

/**
 * The audit log (decision 021, staff only): every change and every opening of a client, newest
 * first (or oldest first), with filters; each entry opens its record's whole trail, a deleted record's too.
 */
export function AuditLogPage() {
  // In the address, like every list's filters (address-state.ts).
  const [filter, setFilter] = useAddressState<AuditFilter>(EMPTY_AUDIT_FILTER);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const [dateProblem] = Object.values(auditDateRangeProblems(filter));
  const entries = useAuditEntries(filter, !dateProblem);
  const items = entries.data?.pages.flatMap((page) => page.items) ?? [];

  const heading = (entry: AuditEntry) => {
    // An export names a whole list (record id '*'), not one record with a history.
    if (entry.action === 'EXPORT')
      return <Text fw={600}>{`${auditRecordTypeLabel(entry.recordType)} list`}</Text>;
    const name = `${auditRecordTypeLabel(entry.recordType)} ${entry.recordLabel ?? entry.recordId}`;
    return (
      <Group gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Button
          size="compact-xs"
          variant="default"
          aria-label={`History of ${name}`}
          onClick={() =>
            setHistory({ recordType: entry.recordType, recordId: entry.recordId, name })
          }
        >
          History
        </Button>
      </Group>
    );
  };

  return (
    <>
      <PageTitle title="Audit log" />
      <AuditFilters filter={filter} onChange={setFilter} dateProblem={dateProblem ?? null} />
      {entries.isLoading && (
        <Center py="xl">
          <Loader aria-label="Loading the audit log" />
        </Center>
      )}
      {entries.isError && (
        <LoadError
          message={`Failed to load the audit log. ${entries.error.message}`}
          onRetry={() => void entries.refetch()}
        />
      )}
      {entries.isSuccess && (
        <AuditEntryList
          entries={items}
          emptyText="No entries match these filters."
          more={entries.hasNextPage}
          loadingMore={entries.isFetchingNextPage}
          onMore={() => void entries.fetchNextPage()}
          heading={heading}
          oldestFirst={filter.sortDirection === 'ASC'}
        />
      )}
      {history && <HistoryPanel target={history} onClose={() => setHistory(null)} />}
    </>
  );
}
