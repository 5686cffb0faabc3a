/** First run: the one-time link printed at start-up creates the first super admin in the browser. */
import { expect, it } from 'vitest';
import { facilityInput } from '../tests/support/factories';
import { useAppInBrowser } from './support/app';
import { graphqlAs } from './support/graphql';
import { field, watchPageProblems } from './support/browser';

const journey = useAppInBrowser([]);

it('creates the first super admin from the printed link, signs them in, and the link then stops working', async () => {
  const link = /(http:\/\/\S+\/setup\?token=\S+)/.exec(journey.app.server.output())?.[1];
  expect(link).toBeDefined();
  const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watchPageProblems(page);
  await page.goto(link!);

  await field(page, 'First name').fill('Amina');
  await field(page, 'Last name').fill('Rahman');
  await field(page, 'Email').fill('amina@example.org');
  await field(page, 'Password').fill('weakpassword');
  await field(page, 'Confirm password').fill('weakpassword');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect
    .poll(() => page.getByText('Password must have upper case letters').isVisible())
    .toBe(true);

  await field(page, 'Password').fill('Str0ng!Passw0rd');
  await field(page, 'Confirm password').fill('Str0ng!Passw0rd');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
  await expect.poll(() => page.getByText('Super Admin Panel').isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: 'Manage Admins' }).isVisible()).toBe(true);

  // A new installation says what to do first, and ticks a step off once it is done.
  const steps = page.getByRole('region', { name: 'Getting started' }).getByRole('listitem');
  await expect.poll(() => steps.allTextContents()).toHaveLength(4);
  expect((await steps.allTextContents()).map((text) => /\((done|to do)\)/.exec(text)?.[1])).toEqual(
    ['to do', 'to do', 'to do', 'to do'],
  );
  await page.screenshot({ path: '/tmp/getting-started-1280.png' });
  await page.getByRole('link', { name: 'Add a facility' }).click();
  await page.getByRole('button', { name: 'Add New Facility' }).waitFor();
  await graphqlAs(
    page,
    journey.baseUrl,
    'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }',
    { input: facilityInput() },
  );
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect
    .poll(async () => (await steps.first().textContent()) ?? '')
    .toContain('Add a facility(done)');

  const second = await journey.browser.newPage();
  await second.goto(link!);
  await expect
    .poll(() =>
      second
        .getByText('The dashboard is already set up, so this link no longer works.', {
          exact: false,
        })
        .isVisible(),
    )
    .toBe(true);
  // Restarting would print no new link now: the page offers the way to sign in instead.
  expect(await second.getByText('Restart the server', { exact: false }).count()).toBe(0);
  await second.setViewportSize({ width: 390, height: 844 });
  await second.screenshot({ path: '/tmp/setup-already-done-390.png' });
  await second.getByRole('link', { name: 'Go to sign in' }).click();
  await expect.poll(() => new URL(second.url()).pathname).toBe('/');
  expect(problems).toEqual([]);
});
