/**
 * Manage Admins (product.md §2.5, §5.1): a super admin adds, sees, expands, opens, edits and deletes
 * an admin, with the exact messages; an admin who is not a super admin cannot reach the page.
 */
import { expect, it } from 'vitest';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { cardHeader, expandCard, field, horizontalOverflow } from './support/browser';

const journey = useAppInBrowser([
  { email: 'super@example.org', group: 'SuperAdmins' },
  { email: 'staff@example.org', group: 'Admins' },
]);

const card = (name: string) => journey.page.getByRole('article', { name });

it('lists the admins as cards, collapsed until their header is tapped', async () => {
  await signInThroughForm(journey.page, journey.baseUrl, 'super@example.org', '/admin/admins');
  await journey.page.getByRole('heading', { name: 'Manage Admins' }).waitFor();
  await card('staff@example.org').or(journey.page.getByRole('article').first()).first().waitFor();
  expect(await journey.page.getByRole('article').count()).toBe(2);
  expect(await accessibilityViolations(journey.page)).toEqual([]);
});

it('shows the messages of product.md §5.1 and §12 for an empty form, and saves nothing', async () => {
  await journey.page.getByRole('button', { name: 'Add New Admin' }).click();
  const dialog = journey.page.getByRole('dialog', { name: 'Add New Admin' });
  await field(dialog, 'Region').fill('');
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Contact number is required',
    'Region is required',
  ]) {
    await expect.poll(() => dialog.getByText(message, { exact: true }).isVisible()).toBe(true);
  }
  expect(await field(dialog, 'Role').inputValue()).toBe('Admin');
  expect(await field(dialog, 'Date Joined').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

it('creates an admin whose card shows name, role, e-mail, contact and last active', async () => {
  const dialog = journey.page.getByRole('dialog', { name: 'Add New Admin' });
  await field(dialog, 'First Name').fill('Yusuf');
  await field(dialog, 'Last Name').fill('Rahman');
  await field(dialog, 'Email').fill('yusuf@example.org');
  await field(dialog, 'Contact Number').fill('555 0142');
  await field(dialog, 'Region').fill('North');
  await field(dialog, 'Notes').fill('Coordinates the northern facilities');
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  // Creating an admin also creates their account and invitation: allow it a few seconds.
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);

  const yusuf = card('Yusuf Rahman');
  await yusuf.waitFor();
  const header = cardHeader(yusuf);
  expect(await header.getAttribute('aria-expanded')).toBe('false');
  // Collapsed, the line under the name tells admins apart; the rest waits for the tap.
  expect(await yusuf.textContent()).toContain('yusuf@example.org');
  expect(await yusuf.textContent()).toContain('North');
  expect(await yusuf.getByText('555 0142').count()).toBe(0);
  await header.click();
  expect(await header.getAttribute('aria-expanded')).toBe('true');
  const text = await yusuf.textContent();
  for (const expected of ['Admin', 'yusuf@example.org', '555 0142', 'Last Active']) {
    expect(text).toContain(expected);
  }
  // Open cards are checked too: their buttons must be readable (contrast) and named.
  expect(await accessibilityViolations(journey.page)).toEqual([]);
  await journey.page.screenshot({ path: '/tmp/admins-1280.png', fullPage: true });
});

it('opens the details panel with joined date and notes', async () => {
  await journey.page.getByRole('button', { name: 'View details of Yusuf Rahman' }).click();
  const panel = journey.page.getByRole('dialog', { name: 'Admin Details' });
  await panel.waitFor();
  const text = await panel.textContent();
  expect(text).toContain('Joined');
  expect(text).toContain('Coordinates the northern facilities');
  expect(text).toContain('North');
  await panel.getByRole('button', { name: 'Edit Yusuf Rahman' }).click();
});

it('edits the admin with the e-mail locked', async () => {
  const dialog = journey.page.getByRole('dialog', { name: 'Edit Admin' });
  await dialog.waitFor();
  expect(await field(dialog, 'Email').isDisabled()).toBe(true);
  await field(dialog, 'Last Name').fill('Rahman-Ali');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
  await card('Yusuf Rahman-Ali').waitFor();
});

it('finds the admin by search, and says when nothing matches', async () => {
  await field(journey.page, 'Search').fill('rahman-ali');
  await expect.poll(() => journey.page.getByRole('article').count()).toBe(1);
  await field(journey.page, 'Search').fill('nobody-has-this-name');
  await journey.page.getByText('No admins match the search and filters.').waitFor();
  await field(journey.page, 'Search').fill('');
  await expect.poll(() => journey.page.getByRole('article').count()).toBe(3);
});

it("cannot pick one's own role: it is locked, saying who can change it", async () => {
  await field(journey.page, 'Search').fill('super@example.org');
  await expect.poll(() => journey.page.getByRole('article').count()).toBe(1);
  const own = journey.page.getByRole('article').first();
  await expandCard(own);
  await own.getByRole('button', { name: /^Edit / }).click();
  const dialog = journey.page.getByRole('dialog', { name: 'Edit Admin' });
  const role = field(dialog, 'Role');
  expect(await role.isDisabled()).toBe(true);
  await dialog.getByText('You cannot change your own role; another super admin can.').waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await field(journey.page, 'Search').fill('');
  await expect.poll(() => journey.page.getByRole('article').count()).toBe(3);
});

it('deletes the admin through the dialog of product.md §2.5', async () => {
  await expandCard(card('Yusuf Rahman-Ali'));
  await journey.page.getByRole('button', { name: 'Delete Yusuf Rahman-Ali' }).click();
  const dialog = journey.page.getByRole('dialog', { name: 'Confirm delete' });
  expect(await dialog.textContent()).toContain(
    'Are you sure you want to delete Yusuf Rahman-Ali? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
  await journey.page.getByRole('button', { name: 'Delete Yusuf Rahman-Ali' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => card('Yusuf Rahman-Ali').count()).toBe(0);
});

it('fits a phone: cards and the form at 375 px', async () => {
  await journey.page.setViewportSize({ width: 375, height: 800 });
  await journey.page.reload();
  await journey.page.getByRole('heading', { name: 'Manage Admins' }).waitFor();
  await expandCard(journey.page.getByRole('article').first());
  await journey.page.screenshot({ path: '/tmp/admins-375.png', fullPage: true });
  expect(await horizontalOverflow(journey.page)).toBe(0);
  expect(journey.problems).toEqual([]);
});

it('keeps Manage Admins from an admin who is not a super admin', async () => {
  const staffContext = await journey.browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInThroughForm(staffPage, journey.baseUrl, 'staff@example.org', '/admin/admins');
  await expect.poll(() => new URL(staffPage.url()).pathname).toBe('/unauthorized');
  await staffPage.goto(`${journey.baseUrl}/admin/volunteers`);
  await staffPage.getByRole('heading', { name: 'Manage Volunteers' }).waitFor();
  expect(await staffPage.getByRole('link', { name: 'Manage Admins' }).count()).toBe(0);
  await staffContext.close();
});
