import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TadaDocumentNode } from 'gql.tada';
import { request } from './graphql';

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

/** A mutation taking one `input`, as create, update and delete do. */
type InputMutation<Result, Input> = TadaDocumentNode<Result, { input: Input }>;

/** Sends `mutation` with `input` (typed by the hook that calls it). */
const send = <Result, Input>(mutation: InputMutation<Result, Input>, input: Input) =>
  request(mutation as InputMutation<Result, unknown>, { input: input as unknown });

/**
 * A record type's create, update and delete hooks: each sends its mutation and refreshes the
 * type's lists under `listKey` when it settles. A type's api file names them (useCreateAdmin).
 */
export function recordWrites<CreateResult, CreateInput, UpdateResult, UpdateInput, DeleteResult>(
  listKey: QueryKey,
  create: InputMutation<CreateResult, CreateInput>,
  update: InputMutation<UpdateResult, UpdateInput>,
  remove: InputMutation<DeleteResult, { id: string }>,
) {
  return {
    useCreate: () => useInvalidatingMutation(listKey, (input: CreateInput) => send(create, input)),
    useUpdate: () => useInvalidatingMutation(listKey, (input: UpdateInput) => send(update, input)),
    useDelete: () => useInvalidatingMutation(listKey, (id: string) => send(remove, { id })),
  };
}
