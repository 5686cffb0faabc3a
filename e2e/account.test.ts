/** My account: change the password (other sessions end) and see one's sessions. */
import { expect, it } from 'vitest';
import { PASSWORD, signInThroughForm, useAppInBrowser } from './support/app';
import { field, watchPageProblems } from './support/browser';

const journey = useAppInBrowser([{ email: 'volunteer@example.org', group: 'Volunteers' }]);

it('changes the password from My account, which signs out the other sessions', async () => {
  const laptop = await (await journey.browser.newContext()).newPage();
  const phone = await (
    await journey.browser.newContext({ viewport: { width: 390, height: 800 } })
  ).newPage();
  const problems = watchPageProblems(laptop);
  await signInThroughForm(phone, journey.baseUrl, 'volunteer@example.org');
  await phone.getByText('Volunteer Portal').waitFor();
  await signInThroughForm(laptop, journey.baseUrl, 'volunteer@example.org');
  await laptop.getByRole('link', { name: 'My account' }).click();
  await laptop.getByRole('heading', { name: 'My Account' }).waitFor();
  await expect.poll(() => laptop.getByRole('row').count()).toBe(3); // header + two sessions
  expect(await laptop.getByText('This device').count()).toBe(1);

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
  await expect.poll(() => laptop.getByRole('row').count()).toBe(2);

  await phone.reload();
  await expect.poll(() => phone.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
  expect(problems).toEqual([]);
});
