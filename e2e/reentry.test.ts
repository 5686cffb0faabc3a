/**
 * The reentry pathway's first journey (product.md §3.3.1): the overview counts a client released in
 * 20 days and leads to them; an admin starts their plan from the default one; its overdue step
 * shows on the overview; the assigned volunteer ticks two steps on a phone, and the overview's
 * overdue figure goes back to none. After release (product.md §3.3.2): the volunteer records a due
 * 30-day check-in on a phone, saying the client returned to custody, and the client is held at the
 * facility again, the check-in on their file and their timeline.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../src/shared/domain/common/calendar';
import { clientInput, incarceratedClientInput } from '../tests/support/client-factory';
import { facilityInput } from '../tests/support/factories';
import { signedInStaff, volunteerIdOf } from './support/staff';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { expandCard } from './support/browser';
import { graphqlAs } from './support/graphql';

const AMINA = 'amina@example.org';

const journey = useAppInBrowser([
  { email: 'staff@example.org', group: 'Admins' },
  { email: AMINA, group: 'Volunteers' },
]);
let staff: { context: BrowserContext; page: Page };
// The test server's programme time zone is UTC.
const today = todayIn('UTC');

const asStaff = <Data = Record<string, unknown>>(query: string, variables = {}) =>
  graphqlAs<Data>(staff.page, journey.baseUrl, query, variables);

beforeAll(async () => {
  staff = await signedInStaff(journey, 'staff@example.org');
  const aminaId = await volunteerIdOf(staff.page, journey.baseUrl, AMINA);
  const { createFacility } = await asStaff<{ createFacility: { id: string } }>(
    'mutation($i: CreateFacilityInput!) { createFacility(input: $i) { id } }',
    { i: facilityInput({ name: 'Riverside Correctional' }) },
  );
  await asStaff('mutation($i: CreateClientInput!) { createClient(input: $i) { id } }', {
    i: incarceratedClientInput(createFacility.id, {
      preferredName: 'Brother Yusuf',
      releaseDate: addDays(today, 20),
      reentryPlan: null,
      assignedVolunteerId: aminaId,
    }),
  });
  // Released 35 days ago: the 30-day check-in is due.
  await asStaff('mutation($i: CreateClientInput!) { createClient(input: $i) { id } }', {
    i: clientInput({
      preferredName: 'Brother Idris',
      releaseDate: addDays(today, -35),
      currentAddress: '4 Elm Road, Springfield',
      assignedVolunteerId: aminaId,
    }),
  });
});

const attention = (page: Page, figure: string) =>
  page.getByTestId(`attention-${figure}`).textContent();

describe('the reentry pathway', () => {
  it('counts the release ahead and leads to the client, whose plan an admin starts', async () => {
    const { page } = staff;
    await page.goto(`${journey.baseUrl}/admin`);
    await page.getByTestId('attention-releasesSoon').waitFor();
    expect(await attention(page, 'releasesSoon')).toBe('1');
    expect(await attention(page, 'clientsWithOverdueSteps')).toBe('0');

    await page.getByRole('link', { name: 'Releases within 30 days' }).click();
    await page.waitForURL(/\/admin\/releases$/);
    await page.getByRole('heading', { name: 'Releases Ahead' }).waitFor();
    await page.getByRole('navigation', { name: 'Pages' }).getByText('1–1 of 1').waitFor();
    expect(await page.getByRole('combobox', { name: 'Released within' }).inputValue()).toBe(
      '30 days',
    );
    expect(await page.getByLabel('Release from').inputValue()).toBe(today);
    expect(await page.getByLabel('Release to').inputValue()).toBe(addDays(today, 30));
    // 60 days: the same client (the other one is in the community); the address keeps the window.
    await page.getByRole('combobox', { name: 'Released within' }).click();
    await page.getByRole('option', { name: '60 days' }).click();
    await page.waitForURL(new RegExp(`releaseTo=${addDays(today, 60)}`));
    await page.getByRole('navigation', { name: 'Pages' }).getByText('1–1 of 1').waitFor();
    await page.getByRole('combobox', { name: 'Released within' }).click();
    await page.getByRole('option', { name: '30 days' }).click();
    await page.waitForURL(/\/admin\/releases$/);
    await expandCard(page.getByRole('article', { name: 'Brother Yusuf' }));
    await page.getByRole('button', { name: 'View details of Brother Yusuf' }).click();
    const panel = page.getByRole('dialog', { name: 'Client Details: Brother Yusuf' });
    await panel.getByText('No reentry plan yet.').waitFor();
    await panel.getByRole('button', { name: 'Start Reentry Plan' }).click();
    // ID documents were due 30 days before the release: 10 days ago.
    const idDocuments = panel.getByRole('listitem').filter({ hasText: 'ID documents' });
    await idDocuments.getByText('Overdue').waitFor();
    expect(await panel.getByRole('checkbox').count()).toBe(7);
    await panel.getByText('Due so far: 0 of 1 done', { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(`${journey.baseUrl}/admin`);
    await page.getByTestId('attention-clientsWithOverdueSteps').waitFor();
    await expect.poll(() => attention(page, 'clientsWithOverdueSteps')).toBe('1');
    await page.getByRole('link', { name: 'Clients with overdue reentry steps' }).click();
    await page.waitForURL(/\/admin\/clients\?/);
    await page.getByRole('navigation', { name: 'Pages' }).getByText('1–1 of 1').waitFor();
    const card = page.getByRole('article', { name: 'Brother Yusuf' });
    await expect.poll(() => card.textContent()).toContain('Plan: 0 of 1 due done · 1 overdue');
  });

  it('lets the assigned volunteer tick two steps on a phone, and the overview sees it', async () => {
    const { page } = journey;
    await page.setViewportSize({ width: 375, height: 800 });
    await signInThroughForm(page, journey.baseUrl, AMINA, '/volunteer/contacts');
    const card = page.getByRole('article', { name: 'Brother Yusuf' });
    await card.getByText('1 step overdue').waitFor();
    await card.getByRole('button', { name: 'Reentry plan of Brother Yusuf' }).click();
    const plan = page.getByRole('region', { name: 'Reentry plan of Brother Yusuf' });
    for (const step of ['ID documents', 'Housing secured']) {
      const box = plan.getByRole('checkbox', { name: step });
      await box.check();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await plan.getByText('Due so far: 1 of 1 done', { exact: false }).waitFor();
    await expect.poll(() => card.getByText('1 step overdue').count()).toBe(0);
    // Only the status and the notes are hers to change.
    expect(await plan.getByRole('button', { name: 'Add Step' }).count()).toBe(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Her dashboard says who of hers comes home soon; nothing of hers is overdue any more.
    await page.goto(`${journey.baseUrl}/volunteer/dashboard`);
    const reentry = page.getByRole('region', { name: 'Reentry' });
    await reentry.getByText('1 client of yours released within 30 days').waitFor();
    expect(await reentry.getByText('overdue', { exact: false }).count()).toBe(0);

    await staff.page.goto(`${journey.baseUrl}/admin`);
    await staff.page.getByTestId('attention-clientsWithOverdueSteps').waitFor();
    await expect.poll(() => attention(staff.page, 'clientsWithOverdueSteps')).toBe('0');
  });

  it('lets the volunteer record a due check-in on a phone; a return to custody moves the client back in', async () => {
    await staff.page.goto(`${journey.baseUrl}/admin`);
    await staff.page.getByTestId('attention-clientsWithCheckInsDue').waitFor();
    expect(await attention(staff.page, 'clientsWithCheckInsDue')).toBe('1');

    const { page } = journey;
    await page.goto(`${journey.baseUrl}/volunteer/contacts`);
    const card = page.getByRole('article', { name: 'Brother Idris' });
    await expect.poll(() => card.textContent()).toContain(`Released`);
    await card.getByText('Check-in due').waitFor();
    await card.getByRole('button', { name: 'Reentry plan of Brother Idris' }).click();
    const plan = page.getByRole('region', { name: 'Reentry plan of Brother Idris' });
    const due = plan.getByRole('listitem').filter({ hasText: '30-day check-in' });
    await due.getByText('Due', { exact: true }).waitFor();
    await due.getByRole('button', { name: 'Record 30-day check-in' }).click();
    const dialog = page.getByRole('dialog', { name: '30-day check-in: Brother Idris' });
    await dialog.getByLabel('Housing Status').click();
    await page.getByRole('option', { name: 'Homeless' }).click();
    await dialog.getByLabel('Returned to custody').check();
    await dialog.getByLabel('Facility').click();
    await page.getByRole('option', { name: 'Riverside Correctional' }).click();
    await dialog.getByLabel('Notes').fill('Recalled on licence');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Record Check-in' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => card.textContent()).toContain('Riverside Correctional');
    expect(await card.getByText('Check-in due').count()).toBe(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    const { page: staffPage } = staff;
    await staffPage.goto(`${journey.baseUrl}/admin/clients`);
    await expandCard(staffPage.getByRole('article', { name: 'Brother Idris' }));
    await staffPage.getByRole('button', { name: 'View details of Brother Idris' }).click();
    const panel = staffPage.getByRole('dialog', { name: 'Client Details: Brother Idris' });
    await panel.getByText('Returned to custody at Riverside Correctional').waitFor();
    expect(await panel.textContent()).toContain('Recalled on licence');
    // Back in custody: no check-in is proposed until the next release.
    expect(await panel.getByRole('button', { name: /^Record \d+-day check-in/ }).count()).toBe(0);
    // The timeline tells it, latest first.
    const timeline = panel.getByRole('list', { name: 'Timeline' });
    await timeline.getByText('Back in custody at Riverside Correctional').waitFor();
    const told = await timeline.getByRole('listitem').allTextContents();
    expect(told[0]).toContain('Back in custody at Riverside Correctional');
    expect(told[1]).toContain('30-day check-in: returned to custody');
    expect(told.at(-1)).toContain('First contact');
    expect(await accessibilityViolations(staffPage)).toEqual([]);
    await staffPage.goto(`${journey.baseUrl}/admin`);
    await staffPage.getByTestId('attention-clientsWithCheckInsDue').waitFor();
    await expect.poll(() => attention(staffPage, 'clientsWithCheckInsDue')).toBe('0');
  });
});
