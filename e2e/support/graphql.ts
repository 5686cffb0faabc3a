/** GraphQL straight to the running app, to arrange or read what a journey needs. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { facilityInput } from '../../tests/support/factories';

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

/**
 * Clears a volunteer for a facility through the API, as an admin on `page` (product.md §3.2.1):
 * background check passed, training completed, an approved clearance there with no end.
 * Journeys that place volunteers for another reason start from here;
 * e2e/volunteer-clearances.test.ts walks the rule itself.
 */
export async function clearVolunteerThroughApi(
  page: Page,
  baseUrl: string,
  volunteerId: string,
  facilityId: string,
): Promise<void> {
  const { getVolunteer } = await graphqlAs<{
    getVolunteer: { version: number };
  }>(page, baseUrl, 'query($id: ID!) { getVolunteer(id: $id) { version } }', {
    id: volunteerId,
  });
  await graphqlAs(
    page,
    baseUrl,
    'mutation($i: UpdateVolunteerInput!) { updateVolunteer(input: $i) { id } }',
    {
      i: {
        id: volunteerId,
        expectedVersion: getVolunteer.version,
        backgroundCheckStatus: 'PASSED',
        trainingCompleted: true,
      },
    },
  );
  await graphqlAs(
    page,
    baseUrl,
    'mutation($i: CreateVolunteerClearanceInput!) { createVolunteerClearance(input: $i) { id } }',
    { i: { volunteerId, facilityId, status: 'APPROVED' } },
  );
}

/** A facility made through the API by the admin on `page` (facilityInput with `overrides`): its id. */
export async function createFacilityThroughApi(
  page: Page,
  baseUrl: string,
  overrides: Parameters<typeof facilityInput>[0] = {},
): Promise<string> {
  const { createFacility } = await graphqlAs<{ createFacility: { id: string } }>(
    page,
    baseUrl,
    'mutation($i: CreateFacilityInput!) { createFacility(input: $i) { id } }',
    { i: facilityInput(overrides) },
  );
  return createFacility.id;
}
