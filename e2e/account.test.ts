/** My account: change the password (other sessions end) and see one's sessions. */
import { expect, it } from 'vitest';
import { PASSWORD, signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { field, horizontalOverflow, watchPageProblems } from './support/browser';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const journey = useAppInBrowser([{ email: 'volunteer@example.org', group: 'Volunteers' }]);

it('changes the password from My account, which signs out the other sessions', async () => {
  const laptop = await (await journey.browser.newContext()).newPage();
  const phone = await (
    await journey.browser.newContext({
      viewport: { width: 390, height: 800 },
      userAgent: ANDROID_CHROME,
    })
  ).newPage();
  const problems = watchPageProblems(laptop);
  await signInThroughForm(phone, journey.baseUrl, 'volunteer@example.org');
  await phone.getByText('Volunteer Portal').waitFor();
  await signInThroughForm(laptop, journey.baseUrl, 'volunteer@example.org');
  await laptop.getByRole('link', { name: 'My account' }).click();
  await laptop.getByRole('heading', { name: 'My Account' }).waitFor();
  const sessions = (page: typeof laptop) =>
    page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  await expect.poll(() => sessions(laptop).count()).toBe(2);
  expect(await laptop.getByText('This device', { exact: true }).count()).toBe(1);
  // The other session by the device's name, not its raw browser string.
  expect(await sessions(laptop).filter({ hasText: 'Chrome on Android' }).count()).toBe(1);

  await field(laptop, 'Current password').fill(PASSWORD);
  await field(laptop, 'New password').fill('weakpassword');
  await field(laptop, 'Confirm new password').fill('weakpassword');
  await laptop.getByRole('button', { name: 'Change password' }).click();
  await laptop.getByText('Password must have upper case letters').waitFor();

  await field(laptop, 'New password').fill('Stronger-Passw0rd!');
  await field(laptop, 'Confirm new password').fill('Stronger-Passw0rd?');
  await laptop.getByRole('button', { name: 'Change password' }).click();
  await laptop.getByText('Your passwords must match').waitFor();

  await field(laptop, 'Confirm new password').fill('Stronger-Passw0rd!');
  await laptop.getByRole('button', { name: 'Change password' }).click();
  await laptop.getByText('Password changed. Your other sessions were signed out.').waitFor();
  await expect.poll(() => sessions(laptop).count()).toBe(1);

  await phone.reload();
  await expect
    .poll(() => phone.getByRole('button', { name: 'Sign in', exact: true }).isVisible())
    .toBe(true);
  expect(problems).toEqual([]);
  await laptop.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await laptop.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
});

it('signs out another device from a phone, the button in view and readable', async () => {
  const laptop = await (await journey.browser.newContext()).newPage();
  const phone = await (
    await journey.browser.newContext({
      viewport: { width: 390, height: 800 },
      userAgent: ANDROID_CHROME,
      bypassCSP: true, // for the accessibility check's script
    })
  ).newPage();
  for (const page of [laptop, phone]) {
    await page.goto(journey.baseUrl);
    await field(page, 'Email').fill('volunteer@example.org');
    await field(page, 'Password').fill('Stronger-Passw0rd!');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Volunteer Portal').first().waitFor();
  }
  await phone.goto(`${journey.baseUrl}/volunteer/account`);
  const signOutLaptop = phone.getByRole('button', {
    name: /^Sign out Chrome on Linux, signed in /,
  });
  await signOutLaptop.waitFor();
  // Once the page has settled (a notification sliding in is wider for a moment).
  await expect.poll(() => horizontalOverflow(phone)).toBe(0);
  const box = (await signOutLaptop.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await accessibilityViolations(phone)).toEqual([]);

  await signOutLaptop.click();
  await expect
    .poll(() => phone.getByRole('list', { name: 'Sessions' }).getByRole('listitem').count())
    .toBe(1);
  await laptop.reload();
  await expect
    .poll(() => laptop.getByRole('button', { name: 'Sign in', exact: true }).isVisible())
    .toBe(true);
});
