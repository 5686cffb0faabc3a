/**
 * Volunteer clearance (product.md §3.2.1) in the browser: an admin records a volunteer's background
 * check and training in the form and a clearance at a facility in the details, and sees whether the
 * volunteer is cleared today; the volunteer sees theirs, read-only, in My account.
 */
import { dayText } from '../src/shared/domain/common/date-text';
import { beforeAll, expect, it } from 'vitest';
import { facilityInput } from '../tests/support/factories';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { choose, expandCard, field } from './support/browser';
import { graphqlAs } from './support/graphql';

const ADMIN = 'staff@example.org';
const AMINA = 'amina@example.org';
const journey = useAppInBrowser([
  { email: ADMIN, group: 'Admins' },
  { email: AMINA, group: 'Volunteers' },
]);

beforeAll(async () => {
  const { page, baseUrl } = journey;
  await signInThroughForm(page, baseUrl, ADMIN, '/admin/volunteers');
  await page.getByRole('heading', { name: 'Manage Volunteers' }).waitFor();
  const run = <Data>(query: string, input: Record<string, unknown>) =>
    graphqlAs<Data>(page, baseUrl, query, { input });
  await run('mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }', {
    ...facilityInput({ name: 'Springfield State Prison' }),
  });
  const { listVolunteers } = await graphqlAs<{ listVolunteers: { items: { id: string }[] } }>(
    page,
    baseUrl,
    '{ listVolunteers { items { id } } }',
  );
  await run('mutation($input: UpdateVolunteerInput!) { updateVolunteer(input: $input) { id } }', {
    id: listVolunteers.items[0]!.id,
    expectedVersion: 1,
    firstName: 'Amina',
    lastName: 'Khan',
    contactNumber: '555 0100',
  });
  await page.reload();
});

/** Amina's details panel, from her card. */
async function openDetails() {
  const page = journey.page;
  const panel = page.getByRole('dialog', { name: 'Volunteer Details' });
  if (await panel.isVisible()) return panel;
  await expandCard(page.getByRole('article', { name: 'Amina Khan' }));
  await page.getByRole('button', { name: 'View details of Amina Khan' }).click();
  return panel;
}

it('records the background check and training in the volunteer form', async () => {
  const page = journey.page;
  const panel = await openDetails();
  await panel.getByText('No clearances recorded yet.').waitFor();
  expect(await panel.textContent()).toContain('Not recorded');
  await panel.getByRole('button', { name: 'Edit Amina Khan' }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit Volunteer' });
  await choose(dialog, 'Background Check Status', 'Passed');
  await field(dialog, 'Background Check Date').fill('2026-01-10');
  await dialog.getByRole('checkbox', { name: 'Training Completed' }).check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
});

it('adds a clearance at a facility and says the volunteer is cleared today', async () => {
  const page = journey.page;
  const panel = await openDetails();
  await panel.getByRole('button', { name: 'Add Clearance' }).click();
  const form = panel.getByRole('form', { name: 'Add clearance' });
  // The facility picker searches on the server as one types.
  await field(form, 'Facility').fill('Springfield');
  await page.getByRole('option', { name: 'Springfield State Prison' }).click();
  await choose(form, 'Clearance Status', 'Approved');
  await field(form, 'Expires On').fill('2099-12-31');
  await field(form, 'Badge or Reference Number').fill('BADGE-0042');
  await form.getByRole('button', { name: 'Add Clearance' }).click();

  const item = panel.getByRole('listitem', { name: 'Clearance at Springfield State Prison' });
  await item.getByText('Cleared today').waitFor();
  expect(await item.textContent()).toContain('Ref. BADGE-0042');
  expect(await panel.textContent()).toMatch(/Passed on .*2026/);
  expect(await accessibilityViolations(page)).toEqual([]);
});

it('says what is missing once the clearance is revoked', async () => {
  const page = journey.page;
  const panel = page.getByRole('dialog', { name: 'Volunteer Details' });
  await panel.getByRole('button', { name: 'Edit clearance at Springfield State Prison' }).click();
  const form = panel.getByRole('form', { name: 'Edit clearance at Springfield State Prison' });
  await choose(form, 'Clearance Status', 'Revoked');
  await form.getByRole('button', { name: 'Save Clearance' }).click();
  await panel
    .getByText('Not cleared today: No approved clearance for Springfield State Prison')
    .waitFor();
});

it('shows the volunteer their own clearances in My account, with nothing to change', async () => {
  const page = journey.page;
  await journey.context.clearCookies();
  await signInThroughForm(page, journey.baseUrl, AMINA, '/volunteer/account');
  const section = page.getByRole('heading', { name: 'Your clearances' }).locator('..');
  await section
    .getByText('Not cleared today: No approved clearance for Springfield State Prison')
    .waitFor();
  expect(await section.getByRole('button', { name: /Edit|Remove|Add/ }).count()).toBe(0);
  expect(await accessibilityViolations(page)).toEqual([]);
});

it('marks the facility where she is not cleared when she requests a visit, warns, and shows the refusal in its own words', async () => {
  const page = journey.page;
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${journey.baseUrl}/volunteer/schedule`);
    await page.getByRole('heading', { name: 'My Schedule' }).waitFor();
    await page.getByRole('button', { name: 'Request a Visit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Visit' });
    await field(dialog, 'Start Time').fill('2031-05-02T10:00');
    await choose(dialog, 'Facility', 'Springfield State Prison (not cleared)');
    await dialog.getByText(`Not cleared on ${dayText('2031-05-02')}`).waitFor();
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(
      /^No approved clearance for Springfield State Prison/,
    );
    expect(await alert.textContent()).not.toContain('Failed to submit form');
    await page.screenshot({ path: `/tmp/request-refused-${width}.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
  }
});
