import { Alert, Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

/** Shown under the notes when they are left empty: a closed incident says how it ended. */
const RESOLUTION_NOTES_REQUIRED = 'Resolution notes are required to close an incident';

interface CloseIncidentDialogProps {
  /** The incident, as the details name it: 'Medical incident of 2026-11-20'. */
  name: string;
  /** The notes already written, offered for editing. */
  resolutionNotes: string | null;
  closing: boolean;
  /** Shown inside the dialog when closing failed; the dialog stays open with the notes. */
  error: string | null;
  onCancel: () => void;
  onConfirm: (resolutionNotes: string) => void;
}

/**
 * Closing an incident is a decision, not a click: it asks how the incident was resolved, and
 * only "Close incident" inside this dialog closes it (product.md §4.4).
 */
export function CloseIncidentDialog({
  name,
  resolutionNotes,
  closing,
  error,
  onCancel,
  onConfirm,
}: CloseIncidentDialogProps) {
  const [notes, setNotes] = useState(resolutionNotes ?? '');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (notes.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(notes.trim());
  };
  return (
    <Modal opened onClose={onCancel} title="Close incident" centered>
      <Text mb="md">Close the {name}? Say how it was resolved; the notes are kept with it.</Text>
      <Textarea
        label="Resolution Notes"
        required
        autosize
        minRows={3}
        value={notes}
        error={missing ? RESOLUTION_NOTES_REQUIRED : undefined}
        onChange={(event) => {
          setNotes(event.currentTarget.value);
          if (event.currentTarget.value.trim() !== '') setMissing(false);
        }}
        data-autofocus
        mb="md"
      />
      {error && (
        <Alert color="red" role="alert" mb="md">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={closing}>
          Keep open
        </Button>
        <Button onClick={confirm} loading={closing}>
          Close incident
        </Button>
      </Group>
    </Modal>
  );
}
