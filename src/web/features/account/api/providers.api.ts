/**
 * Sign-in providers on My Account (decision 062): listed and unlinked over GraphQL; linked
 * through the provider, after the person gives their password again.
 */
import { queryOptions } from '@tanstack/react-query';
import { postAuthJson } from '../../../auth/post-auth';
import { graphql, request } from '../../../lib/graphql';

const MyProviders = graphql(`
  query MyProviders {
    myProviders {
      id
      label
      linkedAt
    }
  }
`);

const UnlinkMyProvider = graphql(`
  mutation UnlinkMyProvider($providerId: ID!) {
    unlinkMyProvider(providerId: $providerId)
  }
`);

export const myProvidersQuery = () =>
  queryOptions({
    queryKey: ['my-providers'],
    queryFn: async () => (await request(MyProviders)).myProviders,
  });

export async function unlinkProvider(providerId: string) {
  return (await request(UnlinkMyProvider, { providerId })).unlinkMyProvider;
}

/** Where the provider sends the browser back to: this page, saying how the link went. */
export const LINK_RESULT = { linked: 'providerLinked', failed: 'providerLinkFailed' } as const;

/**
 * Checks the password and returns the provider's address to go to; or the problem, in words.
 */
export async function startProviderLink(
  providerId: string,
  password: string,
): Promise<{ url: string } | { problem: string }> {
  const here = window.location.pathname;
  const answer = await postAuthJson<{ url?: string }>('/link-social', {
    provider: providerId,
    password,
    callbackURL: `${here}?${LINK_RESULT.linked}=${encodeURIComponent(providerId)}`,
    errorCallbackURL: `${here}?${LINK_RESULT.failed}=${encodeURIComponent(providerId)}`,
    disableRedirect: true,
  });
  if ('problem' in answer) return answer;
  return answer.data.url ? { url: answer.data.url } : { problem: 'The provider did not answer.' };
}
