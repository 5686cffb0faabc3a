/**
 * Resource Management (product.md §2.6, §12): an admin creates a Quran for a facility, finds
 * it by search and by the facility filter; a volunteer requests 3; the admin approves and
 * fulfils the request and sees the stock fall and the distribution count rise.
 */
import { expect, it } from 'vitest';
import { facilityInput } from '../tests/support/factories';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { choose, dismissNotifications, field, select } from './support/browser';
import { graphqlAs } from './support/graphql';

const journey = useAppInBrowser([
  { email: 'staff@example.org', group: 'Admins' },
  { email: 'volunteer@example.org', group: 'Volunteers' },
]);

const card = (title: string) => journey.page.getByRole('article', { name: title });
/** A sub-tab: its radio is visually hidden, people press its label. */
const subTab = (name: string) => journey.page.locator('label', { hasText: name });

it('shows the empty state with its two buttons', async () => {
  await signInThroughForm(journey.page, journey.baseUrl, 'staff@example.org', '/admin/resources');
  await journey.page.getByRole('heading', { name: 'Resource Management' }).waitFor();
  for (const name of ['Riverside Correctional', 'Hillside Detention']) {
    await graphqlAs(
      journey.page,
      journey.baseUrl,
      'mutation($i: CreateFacilityInput!) { createFacility(input: $i) { id } }',
      { i: facilityInput({ name }) },
    );
  }
  await journey.page.reload();
  await journey.page.getByText('No resources found').waitFor();
  expect(await journey.page.getByRole('button', { name: 'View All Facilities' }).isVisible()).toBe(
    true,
  );
  expect(
    await journey.page
      .getByRole('tab', { name: 'Incarceration Resources' })
      .getAttribute('aria-selected'),
  ).toBe('true');
});

it('refuses an incarceration resource without its facilities, with the messages of product.md §11', async () => {
  await journey.page.getByRole('button', { name: 'Add New Resource' }).first().click();
  const dialog = journey.page.getByRole('dialog', { name: 'Add New Resource' });
  await choose(dialog, 'Type', 'Quran');
  expect(await field(dialog, 'Category').inputValue()).toBe('Incarceration Religious');
  await dialog.getByRole('button', { name: 'Create Resource' }).click();
  for (const message of [
    'Title is required',
    'Description is required',
    'Primary facility is required',
    'Select at least one approved facility',
  ]) {
    await expect.poll(() => dialog.getByText(message, { exact: true }).isVisible()).toBe(true);
  }
});

it('creates a Quran for Riverside with 20 in stock', async () => {
  const dialog = journey.page.getByRole('dialog', { name: 'Add New Resource' });
  await field(dialog, 'Title').fill('The Clear Quran, English translation');
  await field(dialog, 'Description').fill('Paperback Quran with English translation. '.repeat(4));
  await field(dialog, 'Quantity').fill('20');
  await field(dialog, 'Reorder Threshold').fill('5');
  await choose(dialog, 'Primary Facility', 'Riverside Correctional');
  await select(dialog, 'Approved Facilities').click();
  await journey.page.getByRole('option', { name: 'Riverside Correctional' }).click();
  await journey.page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Create Resource' }).click();
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);

  const quran = card('The Clear Quran, English translation');
  await quran.waitFor();
  const text = await quran.textContent();
  expect(text).toContain('Available');
  expect(text).toContain('Religious Materials');
  expect(text).toContain('Quran · English');
  // The description is cut to 100 characters and '...'.
  expect(text).toContain(
    `${'Paperback Quran with English translation. '.repeat(4).slice(0, 100)}...`,
  );
  expect(await accessibilityViolations(journey.page)).toEqual([]);
  await journey.page.screenshot({ path: '/tmp/resources-1280.png', fullPage: true });
});

it('finds it by search and by the facility filter, and not under another facility', async () => {
  await field(journey.page, 'Search').fill('clear quran');
  await expect.poll(() => journey.page.getByRole('article').count()).toBe(1);
  await field(journey.page, 'Search').fill('');
  await choose(journey.page, 'Facility', 'Hillside Detention');
  await journey.page.getByText('No resources found').waitFor();
  await choose(journey.page, 'Facility', 'Riverside Correctional');
  await card('The Clear Quran, English translation').waitFor();
  await subTab('Educational Materials').click();
  await journey.page.getByText('No resources found').waitFor();
  await subTab('Religious Materials').click();
  await card('The Clear Quran, English translation').waitFor();
});

it('a volunteer requests 3; the admin approves and fulfils it and the stock moves', async () => {
  const volunteer = await journey.browser.newPage();
  await signInThroughForm(volunteer, journey.baseUrl, 'volunteer@example.org');
  await expect.poll(() => new URL(volunteer.url()).pathname).toMatch(/^\/volunteer/);
  const { listResources } = (await graphqlAs(
    volunteer,
    journey.baseUrl,
    '{ listResources { items { id } } }',
  )) as {
    listResources: { items: { id: string }[] };
  };
  await graphqlAs(
    volunteer,
    journey.baseUrl,
    'mutation($i: CreateResourceRequestInput!) { createResourceRequest(input: $i) { id } }',
    { i: { resourceId: listResources.items[0]!.id, quantity: 3, notes: 'For the Friday circle' } },
  );
  await volunteer.close();

  await journey.page.getByRole('link', { name: 'Requests' }).click();
  await journey.page.getByRole('heading', { name: 'Resource Requests' }).waitFor();
  const request = journey.page.getByRole('article').first();
  await expect.poll(() => request.textContent()).toContain('For the Friday circle');
  expect(await request.textContent()).toContain('3 requested by');
  await request.getByRole('button', { name: 'Approve' }).click();
  await choose(journey.page, 'Status', 'All');
  await expect.poll(() => request.textContent()).toContain('Approved');
  await request.getByRole('button', { name: 'Fulfil' }).click();
  await expect.poll(() => request.textContent()).toContain('Fulfilled');
  // The decisions' notifications cover the link.
  await dismissNotifications(journey.page);

  await journey.page.getByRole('link', { name: 'Back to Resource Management' }).click();
  await journey.page
    .getByRole('button', { name: 'Details of The Clear Quran, English translation' })
    .click();
  const details = journey.page.getByRole('dialog', {
    name: 'The Clear Quran, English translation',
  });
  await details.waitFor();
  await expect.poll(() => details.textContent()).toContain('Quantity17');
  // The server counts items handed out: 3 for this one fulfilment.
  expect(await details.textContent()).toContain('Times Distributed3');
  // The request history loads after the panel opens: wait for its header and one row.
  await expect.poll(() => details.getByRole('row').count()).toBe(2);
  expect(journey.problems).toEqual([]);
});
