/**
 * Manage Volunteers (product.md §2.5, §3.2, §5.1) as an admin: add with the messages and defaults,
 * see and expand the card, details, edit with the e-mail locked, filter, delete; and a list
 * that updates live when another session changes a volunteer.
 */
import { expect, it } from 'vitest';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { choose, expandCard, field, horizontalOverflow } from './support/browser';

const journey = useAppInBrowser([{ email: 'staff@example.org', group: 'Admins' }]);

const card = (name: string) => journey.page.getByRole('article', { name });

it('starts empty and says how to add the first volunteer', async () => {
  await signInThroughForm(journey.page, journey.baseUrl, 'staff@example.org', '/admin/volunteers');
  await journey.page.getByRole('heading', { name: 'Manage Volunteers' }).waitFor();
  await journey.page
    .getByText('No volunteers found. Click "Add New Volunteer" to create one.')
    .waitFor();
});

it('shows the messages of product.md §5.1 and the defaults of product.md §9', async () => {
  await journey.page.getByRole('button', { name: 'Add New Volunteer' }).click();
  const dialog = journey.page.getByRole('dialog', { name: 'Add New Volunteer' });
  await dialog.getByRole('button', { name: 'Create Volunteer' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Contact number is required',
  ]) {
    await expect.poll(() => dialog.getByText(message, { exact: true }).isVisible()).toBe(true);
  }
  expect(await field(dialog, 'Status').inputValue()).toBe('Active');
  expect(await field(dialog, 'Gender').inputValue()).toBe('Male');
});

it('creates a volunteer; the card shows the fields of product.md §2.5', async () => {
  const dialog = journey.page.getByRole('dialog', { name: 'Add New Volunteer' });
  await field(dialog, 'First Name').fill('Amina');
  await field(dialog, 'Last Name').fill('Khan');
  await field(dialog, 'Email').fill('amina@example.org');
  await field(dialog, 'Contact Number').fill('555 0199');
  await field(dialog, 'Languages').fill('Arabic, English');
  await field(dialog, 'Expertise').fill('Chaplaincy, Mentoring');
  await field(dialog, 'Availability').fill('Saturdays');
  await field(dialog, 'Hours Carried From Before').fill('12');
  await dialog.getByRole('button', { name: 'Create Volunteer' }).click();
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);

  await expandCard(card('Amina Khan'));
  const text = await card('Amina Khan').textContent();
  for (const expected of [
    'Active',
    'amina@example.org',
    '555 0199',
    'Arabic, English',
    'Chaplaincy, Mentoring',
    'Saturdays',
  ]) {
    expect(text).toContain(expected);
  }
  expect(await accessibilityViolations(journey.page)).toEqual([]);
  await journey.page.screenshot({ path: '/tmp/volunteers-1280.png', fullPage: true });
});

it('shows gender, joined date, hours and notes in the details panel', async () => {
  await journey.page.getByRole('button', { name: 'View details of Amina Khan' }).click();
  const panel = journey.page.getByRole('dialog', { name: 'Volunteer Details' });
  const text = await panel.textContent();
  for (const expected of [
    'Gender',
    'Male',
    'Joined',
    'Hours',
    '12.0: 0.0 from visits and programs, 12.0 carried from before',
  ]) {
    expect(text).toContain(expected);
  }
  await panel.getByRole('button', { name: 'Edit Amina Khan' }).click();
});

it('edits the volunteer with the e-mail locked and a status of Pending Clearance', async () => {
  const dialog = journey.page.getByRole('dialog', { name: 'Edit Volunteer' });
  expect(await field(dialog, 'Email').isDisabled()).toBe(true);
  await field(dialog, 'Status').click();
  await journey.page.getByRole('option', { name: 'Pending Clearance' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
  await expect.poll(() => card('Amina Khan').textContent()).toContain('Pending Clearance');
});

it('filters by status', async () => {
  await choose(journey.page, 'Status', 'Active');
  await journey.page.getByText('No volunteers match the search and filters.').waitFor();
  await choose(journey.page, 'Status', 'Pending Clearance');
  await card('Amina Khan').waitFor();
});

it('shows a change made in another session without reloading', async () => {
  const other = await journey.browser.newPage();
  await signInThroughForm(other, journey.baseUrl, 'staff@example.org', '/admin/volunteers');
  await other.getByRole('heading', { name: 'Manage Volunteers' }).waitFor();
  await other.getByRole('button', { name: 'Add New Volunteer' }).click();
  const dialog = other.getByRole('dialog', { name: 'Add New Volunteer' });
  await field(dialog, 'First Name').fill('Bilal');
  await field(dialog, 'Last Name').fill('Osei');
  await field(dialog, 'Email').fill('bilal@example.org');
  await field(dialog, 'Contact Number').fill('555 0123');
  await field(dialog, 'Status').click();
  await other.getByRole('option', { name: 'Pending Clearance' }).click();
  await dialog.getByRole('button', { name: 'Create Volunteer' }).click();
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
  await other.close();
  // The first page was not touched: the card arrives through the live stream.
  await expect.poll(() => card('Bilal Osei').count(), { timeout: 10_000 }).toBe(1);
});

it('deletes the volunteer through the dialog of product.md §2.5', async () => {
  await expandCard(card('Amina Khan'));
  await journey.page.getByRole('button', { name: 'Delete Amina Khan' }).click();
  const dialog = journey.page.getByRole('dialog', { name: 'Confirm delete' });
  expect(await dialog.textContent()).toContain(
    'Are you sure you want to delete Amina Khan? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => card('Amina Khan').count(), { timeout: 10_000 }).toBe(0);
});

it('fits a phone at 375 px', async () => {
  await journey.page.setViewportSize({ width: 375, height: 800 });
  await journey.page.reload();
  await journey.page.getByRole('heading', { name: 'Manage Volunteers' }).waitFor();
  await expandCard(journey.page.getByRole('article').first());
  await journey.page.screenshot({ path: '/tmp/volunteers-375.png', fullPage: true });
  expect(await horizontalOverflow(journey.page)).toBe(0);
  expect(journey.problems).toEqual([]);
});
