/**
 * The admin most journeys work beside the page under test: a laptop page signed in at the
 * overview, and the ids of the accounts the journey started with.
 */
import type { Page } from 'playwright-core';
import { signInThroughForm, type Journey } from './app';
import { openLaptopPage, type LaptopPage } from './browser';
import { graphqlAs } from './graphql';

/** A laptop page of its own, signed in as `email` (an admin) and showing the overview. */
export async function signedInStaff(journey: Journey, email: string): Promise<LaptopPage> {
  const staff = await openLaptopPage(journey.browser);
  await signInThroughForm(staff.page, journey.baseUrl, email, '/admin/dashboard');
  await staff.page.getByText('Admin Panel', { exact: true }).waitFor();
  return staff;
}

/** The id of the volunteer signing in with `email`, read as `page`'s admin reads the list. */
export async function volunteerIdOf(page: Page, baseUrl: string, email: string): Promise<string> {
  const { listVolunteers } = await graphqlAs<{
    listVolunteers: { items: { id: string; email: string }[] };
  }>(page, baseUrl, '{ listVolunteers { items { id email } } }');
  const found = listVolunteers.items.find((item) => item.email === email);
  if (!found) throw new Error(`No volunteer signs in with ${email}`);
  return found.id;
}
