import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write that refreshes the lists under `listKeys` when it settles (product.md §7.2), also after a
 * failure such as a conflict, so the page never keeps showing what the server no longer holds.
 */
export function useInvalidatingMutation<Variables, Result>(
  listKeys: QueryKey | QueryKey[],
  mutate: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  const keys = (Array.isArray(listKeys[0]) ? listKeys : [listKeys]) as QueryKey[];
  return useMutation({
    mutationFn: mutate,
    onSettled: () =>
      Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
