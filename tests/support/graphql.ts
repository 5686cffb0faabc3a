/** GraphQL over HTTP against the test app, as a signed-in person or signed out. */
import type { FastifyInstance } from 'fastify';
import { createPerson, signIn, type TestPerson } from './people';
import { TEST_BASE_URL } from './test-app';
import type { Database } from '../../src/server/db/client';
import type { Group } from '../../src/shared/permissions';

export interface GraphQLResult<Data = Record<string, unknown>> {
  status: number;
  data: Data | null;
  errors: {
    message: string;
    extensions?: { code?: string; fieldErrors?: Record<string, string> };
  }[];
}

export async function graphqlRequest<Data = Record<string, unknown>>(
  server: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<GraphQLResult<Data>> {
  const response = await server.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      origin: TEST_BASE_URL,
      ...(cookie ? { cookie } : {}),
    },
    payload: { query, variables },
  });
  const body = response.json() as { data?: Data | null; errors?: GraphQLResult['errors'] };
  return { status: response.statusCode, data: body.data ?? null, errors: body.errors ?? [] };
}

/** The first error's code, or null when the operation succeeded. */
export function errorCode(result: GraphQLResult<unknown>): string | null {
  return result.errors[0]?.extensions?.code ?? null;
}

export interface Caller {
  person: TestPerson | null;
  run<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResult<Data>>;
}

/** Someone in `group` (null: an account without a group), signed in; or 'signedOut'. */
export async function callerAs(
  server: FastifyInstance,
  db: Database,
  subject: Group | null | 'signedOut',
): Promise<Caller> {
  if (subject === 'signedOut') {
    return { person: null, run: (query, variables) => graphqlRequest(server, query, variables) };
  }
  const person = await createPerson(db, subject, subject ?? 'Nogroup');
  const cookie = await signIn(server, person.email);
  return { person, run: (query, variables) => graphqlRequest(server, query, variables, cookie) };
}
