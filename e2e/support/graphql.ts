/** GraphQL straight to the running app, to arrange or read what a journey needs. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Sends a GraphQL operation as the person signed in on `page` (its cookies), from the app's
 * own origin (the only one /graphql accepts); asserts that it raised no errors and returns
 * its data.
 */
export async function graphqlAs<Data = Record<string, unknown>>(
  page: Page,
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Data> {
  const response = await page.request.post(`${baseUrl}/graphql`, {
    data: { query, variables },
    headers: { origin: baseUrl },
  });
  const body = (await response.json()) as { data: Data; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}
