/** A super admin manages facilities in the browser: validation, create, edit, delete, empty state. */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { field, watchPageProblems } from './support/browser';

const journey = useAppInBrowser([{ email: 'super@example.org', group: 'SuperAdmins' }]);
// A page of its own rather than the journey's, whose context bypasses the content-security
// policy (for axe): the last test checks that nothing here breaks the policy.
let page: Page;
let problems: string[];

beforeAll(async () => {
  page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
  problems = watchPageProblems(page);
});

const EMPTY_STATE = 'No facilities found. Click "Add New Facility" to create one.';

it('signs in through the form and lands on the admin area', async () => {
  await signInThroughForm(page, journey.baseUrl, 'super@example.org', '/admin/facilities');
  // Signing in and loading the page's code can take over a second on a busy machine (a CI run
  // timed out polling for one second): wait as long as Playwright's own timeout allows.
  await page.getByRole('heading', { name: 'Manage Facilities' }).waitFor();
  await page.getByText(EMPTY_STATE).waitFor();
  expect(await page.getByText('Super Admin Panel').isVisible()).toBe(true);
  expect(await page.getByTestId('signed-in-email').textContent()).toBe('super@example.org');
});

it('shows "Email is invalid" for a bad e-mail and creates nothing', async () => {
  await page.getByRole('button', { name: 'Add New Facility' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Facility' });
  await field(dialog, 'Name').fill('Riverside Correctional');
  await field(dialog, 'Address').fill('100 River Road, Springfield');
  await field(dialog, 'Region').fill('North');
  await field(dialog, 'Operating Hours').fill('Mon-Fri 08:00-17:00');
  await field(dialog, 'Contact Person').fill('Jordan Lee');
  await field(dialog, 'Contact Number').fill('555 0100');
  await field(dialog, 'Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Create Facility' }).click();
  await expect.poll(() => dialog.getByText('Email is invalid').isVisible()).toBe(true);
  expect(await page.getByRole('article').count()).toBe(0);
});

it('creates the facility and shows its card', async () => {
  const dialog = page.getByRole('dialog', { name: 'Add New Facility' });
  await field(dialog, 'Email').fill('chaplaincy@example.org');
  await expect.poll(() => dialog.getByText('Email is invalid').count()).toBe(0);
  await page.getByRole('button', { name: 'Create Facility' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
  const card = page.getByRole('article', { name: 'Riverside Correctional' });
  await expect.poll(() => card.isVisible()).toBe(true);
  expect(await card.textContent()).toContain('100 River Road, Springfield');
  expect(await card.textContent()).toContain('Region: North');
  expect(await card.textContent()).toContain('Active');
});

it('edits the facility with the e-mail locked', async () => {
  await page.getByRole('button', { name: 'Edit Riverside Correctional' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Facility' });
  expect(await field(dialog, 'Email').isDisabled()).toBe(true);
  await field(dialog, 'Name').fill('Riverside State Prison');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
  await expect
    .poll(() => page.getByRole('article', { name: 'Riverside State Prison' }).isVisible())
    .toBe(true);
  expect(await page.getByRole('article', { name: 'Riverside Correctional' }).count()).toBe(0);
});

it('deletes it through the confirmation dialog and shows the empty state', async () => {
  await page.getByRole('button', { name: 'Delete Riverside State Prison' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm delete' });
  expect(await dialog.textContent()).toContain(
    'Are you sure you want to delete Riverside State Prison? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => page.getByText(EMPTY_STATE).isVisible()).toBe(true);
  await page.screenshot({ path: 'test-results/facilities-empty.png' });
});

it('kept within the content security policy, with no page errors', () => {
  expect(problems).toEqual([]);
});
