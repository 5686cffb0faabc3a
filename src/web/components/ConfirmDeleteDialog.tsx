import { Alert, Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDeleteDialogProps {
  opened: boolean;
  /** The name shown in the question, e.g. the facility's name. */
  name: string;
  deleting: boolean;
  /** Shown inside the dialog when the delete failed; the dialog stays open. */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Are you sure you want to delete {name}? This action cannot be undone." (product.md §2.5) */
export function ConfirmDeleteDialog({
  opened,
  name,
  deleting,
  error,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Confirm delete" centered>
      <Text mb="md">Are you sure you want to delete {name}? This action cannot be undone.</Text>
      {error && (
        <Alert color="red" role="alert" mb="md">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={deleting}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
