import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { failureTitle } from '../../lib/graphql';

/**
 * The delete dialog's state: which record is asked about, whether it is deleting, and the
 * failure, shown inside the dialog, which stays open (product.md §12: never only logged).
 */
export function useConfirmDelete<Item>(options: {
  remove: (item: Item) => Promise<unknown>;
  nameOf: (item: Item) => string;
  failedMessage: string;
  onDeleted?: (item: Item) => void;
}) {
  const [target, setTarget] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, not state: two clicks in one frame both see `deleting` from before the first.
  const inFlight = useRef(false);

  const confirm = async () => {
    if (target === null || inFlight.current) return;
    inFlight.current = true;
    setDeleting(true);
    setError(null);
    try {
      await options.remove(target);
      notifications.show({ color: 'brand', message: `${options.nameOf(target)} was deleted` });
      options.onDeleted?.(target);
      setTarget(null);
    } catch (failure) {
      // A refusal (the record is still in use, deleting yourself) says what to do instead.
      const detail = failure instanceof Error ? failure.message : '';
      setError(`${failureTitle(options.failedMessage, failure)} ${detail}`.trim());
    } finally {
      inFlight.current = false;
      setDeleting(false);
    }
  };

  return {
    ask: (item: Item) => {
      setError(null);
      setTarget(item);
    },
    dialogProps: {
      opened: target !== null,
      name: target === null ? '' : options.nameOf(target),
      deleting,
      error,
      // Not while deleting (Escape, the close button): the outcome must still be shown.
      onCancel: () => {
        if (!inFlight.current) setTarget(null);
      },
      onConfirm: () => void confirm(),
    },
  };
}
