/** The signed-in person's passkeys on My Account (decision 063): listed and removed over GraphQL. */
import { queryOptions } from '@tanstack/react-query';
import { graphql, request } from '../../../lib/graphql';

const MyPasskeys = graphql(`
  query MyPasskeys {
    myPasskeys {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

const RemoveMyPasskey = graphql(`
  mutation RemoveMyPasskey($id: ID!) {
    removeMyPasskey(id: $id)
  }
`);

export const myPasskeysQuery = () =>
  queryOptions({
    queryKey: ['my-passkeys'],
    queryFn: async () => (await request(MyPasskeys)).myPasskeys,
  });

export async function removePasskey(id: string) {
  return (await request(RemoveMyPasskey, { id })).removeMyPasskey;
}
