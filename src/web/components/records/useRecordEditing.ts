import { notifications } from '@mantine/notifications';
import { useState } from 'react';

type FormState<Item> = { mode: 'closed' } | { mode: 'adding' } | { mode: 'editing'; item: Item };

/**
 * Which record the page's form and details panel show. After a conflict, `reload` fetches the
 * record as now stored and reopens the form on it; the form is keyed by id and version, so it
 * starts again from the stored values.
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
    /** The record in the details panel: the fresh copy from the list when it holds one. */
    detailsOf: (items: readonly Item[]) =>
      details ? (items.find((item) => item.id === details.id) ?? details) : null,
    showDetails: setDetails,
    closeDetails: () => setDetails(null),
  };
}
