import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FormEventHandler, ReactNode } from 'react';
import type { SubmitFailure } from './record-submit';

interface RecordFormModalProps {
  title: string;
  submitLabel: string;
  saving: boolean;
  failure: SubmitFailure | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** Loads the record as now stored, after a conflict. */
  onReload?: () => void;
  /** 'danger': the submit button is red, for what cannot be undone (anonymising a client). */
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** The add/edit dialog every record form uses: full screen on a phone, errors above the buttons. */
export function RecordFormModal({
  title,
  submitLabel,
  saving,
  failure,
  onSubmit,
  onClose,
  onReload,
  tone = 'default',
  children,
}: RecordFormModalProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  // Like Cancel, Escape and the close button wait while saving: a failure must still be seen.
  const close = () => {
    if (!saving) onClose();
  };
  return (
    <Modal opened onClose={close} title={title} size="xl" fullScreen={isPhone}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {children}
          {failure && (
            <Alert color="red" role="alert" title={failure.title}>
              {failure.detail}
              {failure.kind === 'conflict' && onReload && (
                <Button mt="xs" size="xs" variant="white" color="red.9" onClick={onReload}>
                  Reload
                </Button>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            {/* Red 9 keeps white text at 5.4:1. */}
            <Button type="submit" loading={saving} color={tone === 'danger' ? 'red.9' : undefined}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
