import { Button, Drawer, Group, Modal, Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { RecordHistory } from './history/RecordHistory';
import { usePhoneWidth } from './FoldingFilters';

interface RecordDetailsProps {
  title: string;
  onClose: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Used in the buttons' accessible names: "Edit Amina Khan". */
  name: string;
  /** More buttons, before the one that closes the panel. */
  extraActions?: ReactNode;
  /** The label of the button that closes the panel. */
  dismissLabel?: string;
  /** The record in the audit trail: adds a History tab beside the details (staff only). */
  history?: { recordType: string; recordId: string };
  children: ReactNode;
}

// The corner's × button; the footer's button is the one named Close.
const CLOSE_BUTTON = { 'aria-label': 'Close panel' };

/** Details and History as tabs; the history loads only when its tab is opened. */
function DetailsTabs({
  history,
  children,
}: {
  history: { recordType: string; recordId: string };
  children: ReactNode;
}) {
  return (
    <Tabs defaultValue="details" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="details">Details</Tabs.Tab>
        <Tabs.Tab value="history">History</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details" pt="md">
        <Stack gap="lg">{children}</Stack>
      </Tabs.Panel>
      <Tabs.Panel value="history" pt="md">
        <RecordHistory {...history} />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * The details panel (product.md §2.5): a sidebar on wide screens, a full-screen dialog below 768 px,
 * with Edit and Delete at the end.
 */
export function RecordDetails({
  title,
  onClose,
  onEdit,
  onDelete,
  name,
  extraActions,
  dismissLabel = 'Close',
  history,
  children,
}: RecordDetailsProps) {
  const narrow = usePhoneWidth();
  const body = (
    <Stack gap="lg">
      {history ? (
        <DetailsTabs key={history.recordId} history={history}>
          {children}
        </DetailsTabs>
      ) : (
        children
      )}
      <Group justify="flex-end">
        {onEdit && (
          <Button variant="default" onClick={onEdit} aria-label={`Edit ${name}`}>
            Edit
          </Button>
        )}
        {onDelete && (
          <Button variant="outline" color="red.9" onClick={onDelete} aria-label={`Delete ${name}`}>
            Delete
          </Button>
        )}
        {extraActions}
        <Button variant="default" onClick={onClose}>
          {dismissLabel}
        </Button>
      </Group>
    </Stack>
  );
  return narrow ? (
    <Modal opened onClose={onClose} title={title} fullScreen closeButtonProps={CLOSE_BUTTON}>
      {body}
    </Modal>
  ) : (
    <Drawer
      opened
      onClose={onClose}
      title={title}
      position="right"
      size="lg"
      closeButtonProps={CLOSE_BUTTON}
    >
      {body}
    </Drawer>
  );
}

/** A titled part of the details panel, e.g. "Religious Information". */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Stack gap="xs">
        <h3 style={{ margin: 0, fontSize: 'var(--mantine-font-size-md)' }}>{title}</h3>
        {children}
      </Stack>
    </section>
  );
}
