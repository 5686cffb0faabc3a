/**
 * Cards or a table: how a person likes a list laid out, remembered per person on this device
 * (product.md §2.2). Kept in the browser's storage, not on the server: it is a preference of the
 * screen in front of them, and a phone always shows stacked rows anyway.
 */
import { useLocalStorage } from '@mantine/hooks';
import { useSignedInUserId } from '../../auth/signed-in-user-id';

export type ListLayout = 'cards' | 'table';

export function listLayoutStorageKey(userId: string, list: string): string {
  return `outreach.list-layout.${userId}.${list}`;
}

export function useListLayout(list: string): [ListLayout, (layout: ListLayout) => void] {
  const userId = useSignedInUserId() ?? 'anyone';
  const [layout, setLayout] = useLocalStorage<ListLayout>({
    key: listLayoutStorageKey(userId, list),
    defaultValue: 'cards',
    getInitialValueInEffect: false,
  });
  return [layout === 'table' ? 'table' : 'cards', setLayout];
}
