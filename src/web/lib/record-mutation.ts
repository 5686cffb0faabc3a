import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write that refreshes the lists under `listKey` when it settles (spec §7.2), also after a
 * failure such as a conflict, so the page never keeps showing what the server no longer holds.
 */
export function useInvalidatingMutation<Variables, Result>(
  listKey: QueryKey,
  mutate: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
