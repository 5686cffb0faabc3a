import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { auditRecordTypeLabel } from '../../../../shared/domain/audit/audit';
import { LoadError } from '../../LoadError';
import { AuditEntryItem } from './AuditEntryItem';
import { useRecordHistory, type AuditEntry } from './history.api';

/**
 * A record's History tab: every change and (for clients) every opening, newest first. A
 * client's also lists its contact logs' changes, each named ('Contact log: Visit, 2026-11-20').
 */
export function RecordHistory({ recordType, recordId }: { recordType: string; recordId: string }) {
  const history = useRecordHistory(recordType, recordId);
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];
  if (history.isPending) {
    return (
      <Center py="md">
        <Loader aria-label="Loading history" />
      </Center>
    );
  }
  if (history.isError) {
    return (
      <LoadError
        message={`Failed to load the history. ${history.error.message}`}
        onRetry={() => void history.refetch()}
      />
    );
  }
  return (
    <AuditEntryList
      entries={entries}
      emptyText="No changes recorded yet."
      more={history.hasNextPage}
      loadingMore={history.isFetchingNextPage}
      onMore={() => void history.fetchNextPage()}
      heading={(entry) =>
        entry.recordType === recordType ? null : (
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {`${auditRecordTypeLabel(entry.recordType)}: ${entry.recordLabel ?? entry.recordId}`}
          </Text>
        )
      }
    />
  );
}

interface AuditEntryListProps {
  entries: AuditEntry[];
  emptyText: string;
  more: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** Names the record of each entry (the audit page); left out in a record's own history. */
  heading?: (entry: AuditEntry) => ReactNode;
  /** The entries run oldest first (the audit page can ask for that), so more are newer. */
  oldestFirst?: boolean;
}

/** Entries one under the other, with "Show older entries" while the trail goes on. */
export function AuditEntryList({
  entries,
  emptyText,
  more,
  loadingMore,
  onMore,
  heading,
  oldestFirst = false,
}: AuditEntryListProps) {
  if (entries.length === 0) return <Text>{emptyText}</Text>;
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" p={0} m={0} aria-label="Entries">
        {entries.map((entry) => (
          <AuditEntryItem key={entry.id} entry={entry} heading={heading?.(entry)} />
        ))}
      </Stack>
      {more && (
        <Button variant="default" onClick={onMore} loading={loadingMore}>
          {oldestFirst ? 'Show newer entries' : 'Show older entries'}
        </Button>
      )}
    </Stack>
  );
}
