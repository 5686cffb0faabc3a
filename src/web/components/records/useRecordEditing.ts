import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';

type FormState<Item> = { mode: 'closed' } | { mode: 'adding' } | { mode: 'editing'; item: Item };

/**
 * Which record the page's form and details panel show. After a conflict, `reload` fetches the
 * record as now stored and reopens the form on it; the form is keyed by id and version, so it
 * starts again from the stored values.
 * The details panel shows useOpenDetails' record.
 */
export function useRecordEditing<Item extends { id: string; version: number }>(
  fetchLatest: (id: string) => Promise<Item | null>,
) {
  const [form, setForm] = useState<FormState<Item>>({ mode: 'closed' });
  const [details, setDetails] = useState<Item | null>(null);

  const reload = async () => {
    if (form.mode !== 'editing') return;
    try {
      const latest = await fetchLatest(form.item.id);
      if (latest) {
        setForm({ mode: 'editing', item: latest });
      } else {
        notifications.show({ color: 'red', message: 'This record was deleted by someone else.' });
        setForm({ mode: 'closed' });
      }
    } catch (error) {
      notifications.show({
        color: 'red',
        message: `Could not reload the record. ${error instanceof Error ? error.message : ''}`,
      });
    }
  };

  return {
    form,
    formKey: form.mode === 'editing' ? `${form.item.id}:${form.item.version}` : form.mode,
    editing: form.mode === 'editing' ? form.item : null,
    add: () => setForm({ mode: 'adding' }),
    edit: (item: Item) => {
      setDetails(null);
      setForm({ mode: 'editing', item });
    },
    closeForm: () => setForm({ mode: 'closed' }),
    reload: () => void reload(),
    /** The record opened in the details panel, as it was opened or last fetched. */
    openDetails: details,
    fetchLatest,
    showDetails: setDetails,
    closeDetails: () => setDetails(null),
  };
}

/**
 * The record in the details panel, following it: the list's copy while the list holds it (live
 * updates and every save refresh the list); when a refreshed list no longer holds it (a change
 * took it out of the search or filters: anonymising renames a client), the record as now stored,
 * fetched once per refresh of the list. A deleted one closes the panel, saying so.
 */
export function useOpenDetails<Item extends { id: string; version: number }>(
  editing: ReturnType<typeof useRecordEditing<Item>>,
  items: readonly Item[],
): Item | null {
  const { openDetails: open, fetchLatest, showDetails } = editing;
  const listed = open ? items.find((item) => item.id === open.id) : undefined;
  const openId = open?.id ?? null;
  const missing = openId !== null && listed === undefined;

  useEffect(() => {
    if (!missing || openId === null) return;
    let current = true;
    fetchLatest(openId).then(
      (latest) => {
        if (!current) return;
        if (!latest) {
          notifications.show({ color: 'red', message: 'This record was deleted by someone else.' });
          showDetails(null);
        } else {
          showDetails((shown) =>
            shown?.id === latest.id && latest.version > shown.version ? latest : shown,
          );
        }
      },
      // The panel keeps what it showed; the next refresh of the list tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
    // Once per refresh of the list (a new `items`) while it lacks the record.
  }, [missing, openId, items, fetchLatest, showDetails]);

  if (!open) return null;
  return listed && listed.version >= open.version ? listed : open;
}
