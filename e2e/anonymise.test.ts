/**
 * Anonymising a client on request (product.md §3.3.7): a super admin opens the client's details,
 * reads what goes and what stays, gives a reason, and the client is then listed as Anonymised, with
 * the day in its details, the Anonymise button gone and nothing left to change or record (no Edit,
 * no contact form, no consent or plan buttons), in the panel still open as in one opened afresh;
 * the dialog is axe-clean and fits a phone. Then Data Retention (product.md §3.3.8): the periods
 * are saved, and the review says what is due, on a laptop and on a phone.
 */
import { beforeAll, expect, it } from 'vitest';
import { clientInput } from '../tests/support/client-factory';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { expandCard, horizontalOverflow } from './support/browser';
import { graphqlAs } from './support/graphql';

const journey = useAppInBrowser([{ email: 'super@example.org', group: 'SuperAdmins' }]);

beforeAll(async () => {
  await signInThroughForm(journey.page, journey.baseUrl, 'super@example.org', '/admin/clients');
  await journey.page.getByRole('heading', { name: 'Manage Clients' }).waitFor();
  await graphqlAs(
    journey.page,
    journey.baseUrl,
    'mutation($i: CreateClientInput!) { createClient(input: $i) { id } }',
    { i: clientInput({ preferredName: 'Brother Zubayr' }) },
  );
});

it('anonymises a client from their details, with a reason', async () => {
  const { page } = journey;
  await page.setViewportSize({ width: 390, height: 844 });
  // Found by name: once anonymised, the search no longer finds the client, and the open panel
  // must still follow the record rather than keep showing the person.
  await page.goto(`${journey.baseUrl}/admin/clients?search=Zubayr`);
  await expandCard(page.getByRole('article', { name: 'Brother Zubayr' }));
  await page.getByRole('button', { name: 'View details of Brother Zubayr' }).click();
  const panel = page.getByRole('dialog', { name: 'Client Details: Brother Zubayr' });
  await panel.getByRole('button', { name: 'Anonymise Brother Zubayr' }).click();

  const form = page.getByRole('dialog', { name: 'Anonymise Brother Zubayr' });
  await form.getByText('This cannot be undone').waitFor();
  await form.getByRole('button', { name: 'Anonymise Client' }).click();
  await form.getByText('Reason is required').waitFor();
  await page.screenshot({ path: '/tmp/anonymise-390.png', fullPage: true });
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  await form.getByLabel('Reason').fill('Asked in a letter to be forgotten');
  await form.getByRole('button', { name: 'Anonymise Client' }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByText('Client anonymised').waitFor();
  // The panel still open shows the record as it is now: no name, nothing left to change.
  const followed = page.getByRole('dialog', { name: 'Client Details: Anonymised' });
  await followed.getByText('Anonymised On', { exact: true }).waitFor();
  expect(await followed.getByText('Brother Zubayr').count()).toBe(0);
  expect(await followed.getByRole('button', { name: /^(Edit|Anonymise) / }).count()).toBe(0);
  await page.screenshot({ path: '/tmp/anonymised-panel-390.png', fullPage: true });
  await followed.getByRole('button', { name: 'Close' }).first().click();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${journey.baseUrl}/admin/clients`);
  const card = page.getByRole('article', { name: 'Anonymised' });
  await expandCard(card);
  // The record is closed: no Edit on the card or in the details, nothing to record beside it.
  expect(await card.getByRole('button', { name: 'Edit Anonymised' }).count()).toBe(0);
  await page.getByRole('button', { name: 'View details of Anonymised' }).click();
  const details = page.getByRole('dialog', { name: 'Client Details: Anonymised' });
  await details.getByText('Anonymised On', { exact: true }).waitFor();
  await details
    .getByText(/^This client was anonymised on .+: their record can no longer be changed/)
    .waitFor();
  expect(await details.getByRole('button', { name: /^Anonymise/ }).count()).toBe(0);
  expect(await details.getByRole('button', { name: 'Edit Anonymised' }).count()).toBe(0);
  expect(await details.getByRole('form', { name: 'Add contact' }).count()).toBe(0);
  expect(await details.getByRole('button', { name: /^Record (consent|withdrawal)/ }).count()).toBe(
    0,
  );
  expect(await details.getByRole('button', { name: 'Start Reentry Plan' }).count()).toBe(0);
  expect(await page.getByText('Brother Zubayr').count()).toBe(0);
  await page.screenshot({ path: '/tmp/anonymised-1440.png' });
  expect(journey.problems).toEqual([]);
});

it('sets the retention periods and shows what is due', async () => {
  const { page } = journey;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${journey.baseUrl}/admin/clients`);
  // In the super admin's sidebar.
  await page.getByRole('link', { name: 'Data Retention' }).click();
  await page.getByRole('heading', { name: 'Data Retention' }).waitFor();
  const closed = page.getByLabel('Closed clients (years)');
  expect(await closed.inputValue()).toBe('7');
  await closed.fill('6');
  await page.getByRole('button', { name: 'Save Periods' }).click();
  await page.getByText('Retention periods saved').waitFor();
  await page.getByText(/^Closed clients unchanged since before \d{4}-\d{2}-\d{2}/).waitFor();
  expect(
    await page.getByText('Nothing is due: everything held is within its period.').count(),
  ).toBe(1);
  expect(await page.getByRole('button', { name: 'Run Retention' }).isDisabled()).toBe(true);
  await page.screenshot({ path: '/tmp/retention-1440.png' });
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('heading', { name: 'Data Retention' }).waitFor();
  expect(await page.getByLabel('Closed clients (years)').inputValue()).toBe('6');
  await page.screenshot({ path: '/tmp/retention-390.png', fullPage: true });
  expect(await horizontalOverflow(page)).toBe(0);
  expect(journey.problems).toEqual([]);
});
