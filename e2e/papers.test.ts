/**
 * A client's papers (product.md §3.3.9), in Chromium: the overview counts a client home ten days
 * without an ID and leads to them; an admin lists their papers from the default checklist at
 * 1440 px; the assigned volunteer, on a phone, records the State ID in hand; the overview's count
 * goes back to none. The default checklist is kept on the Reentry Plan page.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../src/shared/domain/common/calendar';
import { clientInput } from '../tests/support/client-factory';
import { signedInStaff, volunteerIdOf } from './support/staff';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { expandCard } from './support/browser';
import { graphqlAs } from './support/graphql';

const SAFIYA = 'safiya@example.org';

const journey = useAppInBrowser([
  { email: 'desk@example.org', group: 'Admins' },
  { email: SAFIYA, group: 'Volunteers' },
]);
let staff: { context: BrowserContext; page: Page };
// The test server's programme time zone is UTC.
const today = todayIn('UTC');

const asStaff = <Data = Record<string, unknown>>(query: string, variables = {}) =>
  graphqlAs<Data>(staff.page, journey.baseUrl, query, variables);

beforeAll(async () => {
  staff = await signedInStaff(journey, 'desk@example.org');
  await staff.page.setViewportSize({ width: 1440, height: 900 });
  const safiyaId = await volunteerIdOf(staff.page, journey.baseUrl, SAFIYA);
  await asStaff('mutation($i: CreateClientInput!) { createClient(input: $i) { id } }', {
    i: clientInput({
      preferredName: 'Brother Harun',
      releaseDate: addDays(today, -10),
      currentAddress: '12 Mill Lane, Springfield',
      reentryPlan: null,
      assignedVolunteerId: safiyaId,
    }),
  });
});

const attention = (page: Page) => page.getByTestId('attention-releasedWithoutId').textContent();

describe("a client's papers", () => {
  it('are counted on the overview and listed from the default checklist by an admin', async () => {
    const { page } = staff;
    await page.goto(`${journey.baseUrl}/admin`);
    await page.getByTestId('attention-releasedWithoutId').waitFor();
    expect(await attention(page)).toBe('1');
    await page.getByRole('link', { name: 'Released without an ID' }).click();
    await page.waitForURL(/releasedWithoutIdOn=/);
    await page.getByRole('navigation', { name: 'Pages' }).getByText('1–1 of 1').waitFor();

    await expandCard(page.getByRole('article', { name: 'Brother Harun' }));
    await page.getByRole('button', { name: 'View details of Brother Harun' }).click();
    const panel = page.getByRole('dialog', { name: 'Client Details: Brother Harun' });
    await panel.getByText('No papers listed yet.').waitFor();
    await panel.getByRole('button', { name: 'Add Papers Checklist' }).click();
    await panel.getByText('0 of 6 in hand').waitFor();
    const papers = panel.getByRole('region', { name: 'Papers' });
    // Due 60 days before the release: 50 days ago.
    const stateId = papers.getByRole('listitem').filter({ hasText: 'State ID' });
    await stateId.getByText('Overdue').waitFor();
    expect(await stateId.textContent()).toContain('Needed');
    expect(await accessibilityViolations(page)).toEqual([]);
    await papers.screenshot({ path: '/tmp/papers-1440.png' });

    // Admins add one of their own.
    await panel.getByRole('button', { name: 'Add Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Document: Brother Harun' });
    await dialog.getByLabel(/^Document/).click();
    await page.getByRole('option', { name: 'Other' }).click();
    await dialog.getByLabel('Notes').fill('Mosque membership card');
    await dialog.getByRole('button', { name: 'Add Document' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
    await panel.getByText('0 of 7 in hand').waitFor();
  });

  it("are worked by the client's volunteer on a phone, and the overview sees it", async () => {
    const { page } = journey;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughForm(page, journey.baseUrl, SAFIYA, '/volunteer/contacts');
    const card = page.getByRole('article', { name: 'Brother Harun' });
    await card.getByRole('button', { name: 'Reentry plan of Brother Harun' }).click();
    const plan = page.getByRole('region', { name: 'Reentry plan of Brother Harun' });
    await plan.getByText('0 of 7 in hand').waitFor();
    // Which documents, and when, are the admins' to choose.
    expect(await plan.getByRole('button', { name: 'Add Document' }).count()).toBe(0);
    expect(await plan.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await plan.getByRole('button', { name: 'Edit State ID' }).click();
    const dialog = page.getByRole('dialog', { name: 'State ID: Brother Harun' });
    await dialog.getByLabel('Status').click();
    await page.getByRole('option', { name: 'In Hand' }).click();
    await dialog.getByLabel('Where It Is Kept').click();
    await page.getByRole('option', { name: 'With the client' }).click();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/papers-edit-390.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
    await plan.getByText('1 of 7 in hand').waitFor();
    const stateId = plan.getByRole('listitem').filter({ hasText: 'State ID' });
    await expect.poll(() => stateId.textContent()).toContain('With the client');
    expect(await stateId.getByText('Overdue').count()).toBe(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await plan.screenshot({ path: '/tmp/papers-390.png' });

    await staff.page.goto(`${journey.baseUrl}/admin`);
    await staff.page.getByTestId('attention-releasedWithoutId').waitFor();
    await expect.poll(() => attention(staff.page)).toBe('0');
  });

  it('start from the default checklist admins keep on the Reentry Plan page', async () => {
    const { page } = staff;
    await page.goto(`${journey.baseUrl}/admin/reentry-plan`);
    const checklist = page.getByRole('region', { name: 'Default Papers Checklist' });
    await checklist.getByRole('button', { name: 'Edit Proof of address' }).waitFor();
    expect(await checklist.getByRole('listitem').count()).toBe(6);
    await checklist.getByRole('button', { name: 'Add Checklist Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Checklist Document' });
    await dialog.getByLabel(/^Document/).click();
    await page.getByRole('option', { name: "Driver's licence" }).click();
    await dialog.getByLabel('Days from Release').fill('45');
    await dialog.getByRole('button', { name: 'Add Checklist Document' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
    const licence = checklist.getByRole('listitem').filter({ hasText: "Driver's licence" });
    await licence.getByText('45 days after release').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/papers-checklist-1440.png', fullPage: true });
  });
});
