/**
 * Consent as dated decisions (product.md §3.3.4): an admin records on a client's file that the
 * client withdrew consent to be served, by letter; the file then warns, lists the decision with who
 * recorded it, and the client's volunteer sees the warning on their phone, where a contact is
 * refused with the reason until the client consents again. Then the admin takes the client's own
 * file (product.md §3.3.5): the page shows it all, the JSON download holds it, and the volunteer's
 * opening of the file is in its access log.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { clientInput } from '../tests/support/client-factory';
import { signedInStaff, volunteerIdOf } from './support/staff';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { choose, expandCard, field, horizontalOverflow } from './support/browser';
import { graphqlAs } from './support/graphql';

const AMINA = 'amina@example.org';

const journey = useAppInBrowser([
  { email: 'staff@example.org', group: 'Admins' },
  { email: AMINA, group: 'Volunteers' },
]);
let staff: { context: BrowserContext; page: Page };

beforeAll(async () => {
  staff = await signedInStaff(journey, 'staff@example.org');
  const aminaId = await volunteerIdOf(staff.page, journey.baseUrl, AMINA);
  await graphqlAs(
    staff.page,
    journey.baseUrl,
    'mutation($i: CreateClientInput!) { createClient(input: $i) { id } }',
    { i: clientInput({ preferredName: 'Brother Musa', assignedVolunteerId: aminaId }) },
  );
});

/** Brother Musa's details, opened from Manage Clients. */
async function openDetails(page: Page) {
  await page.goto(`${journey.baseUrl}/admin/clients`);
  await expandCard(page.getByRole('article', { name: 'Brother Musa' }));
  await page.getByRole('button', { name: 'View details of Brother Musa' }).click();
  return page.getByRole('dialog', { name: 'Client Details: Brother Musa' });
}

it("records a withdrawal on the client's file, which then warns and lists the decision", async () => {
  const { page } = staff;
  await page.setViewportSize({ width: 1440, height: 900 });
  const panel = await openDetails(page);
  await panel.getByText('Consent to be served given').waitFor();
  expect(await panel.getByText('No consent to be served').count()).toBe(0);

  await panel.getByRole('button', { name: 'Record withdrawal: Consent to be served' }).click();
  const form = page.getByRole('dialog', { name: 'Record consent: Brother Musa' });
  await choose(form, 'How', 'Letter');
  await form.getByLabel('Notes').fill('Letter received from the chaplaincy');
  await form.getByRole('button', { name: 'Record Decision' }).click();
  await form.waitFor({ state: 'detached' });

  await panel.getByText('No consent to be served').waitFor();
  const decisions = panel.getByRole('list', { name: 'Consent decisions' });
  await expect
    .poll(() => decisions.getByRole('listitem').first().textContent())
    .toMatch(/^Consent to be served withdrawn.* · Letter · Recorded by staff/);
  await page.screenshot({ path: '/tmp/consent-1440.png' });
  expect(await accessibilityViolations(page)).toEqual([]);
});

it("shows the warning on the volunteer's contact card, on a phone, where they record consent again", async () => {
  const { page } = journey;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, journey.baseUrl, AMINA, '/volunteer/contacts');
  const card = page.getByRole('article', { name: 'Brother Musa' });
  await card.getByText('No consent to be served').waitFor();
  await page.screenshot({ path: '/tmp/consent-390.png', fullPage: true });
  expect(await horizontalOverflow(page)).toBe(0);

  // Nothing new is recorded without consent: the contact is refused with the server's reason
  // (decision 093), not "Failed to submit form".
  await card.getByRole('button', { name: 'Contact log of Brother Musa' }).click();
  const log = page.getByRole('region', { name: 'Contact log of Brother Musa' });
  // The day the form starts with: today, on this machine's (and the server's) clock.
  await field(log, 'Contact Date').fill(new Date().toLocaleDateString('en-CA'));
  await choose(log, 'Contact Type', 'Visit');
  await field(log, 'Contact Notes').fill('Visited on the wing');
  await log.getByRole('button', { name: 'Add Contact' }).click();
  const refusal = log.getByText(
    "This client has not consented to be served: record their consent in the client's details first.",
    { exact: true },
  );
  await refusal.waitFor();
  expect(await log.getByText('Failed to submit form').count()).toBe(0);
  await page.screenshot({ path: '/tmp/consent-refused-390.png', fullPage: true });
  expect(await horizontalOverflow(page)).toBe(0);

  // The client tells their volunteer they consent again.
  await card.getByRole('button', { name: 'Consent of Brother Musa' }).click();
  await card.getByRole('button', { name: 'Record consent: Consent to be served' }).click();
  const form = page.getByRole('dialog', { name: 'Record consent: Brother Musa' });
  await choose(form, 'How', 'In Person');
  await form.getByRole('button', { name: 'Record Decision' }).click();
  await form.waitFor({ state: 'detached' });
  await expect.poll(() => card.getByText('No consent to be served').count()).toBe(0);
  expect(await horizontalOverflow(page)).toBe(0);
  expect(journey.problems).toEqual([]);
});

it("gives an admin the client's own file: on the page, and as JSON", async () => {
  const { page } = staff;
  await page.setViewportSize({ width: 1440, height: 900 });
  const panel = await openDetails(page);
  await panel.getByRole('link', { name: 'Client file of Brother Musa' }).click();
  await page.waitForURL(/\/admin\/clients\/[0-9a-f-]+\/file$/);
  await page.getByRole('heading', { name: /^Client file: Brother Musa \(C-\d+\)$/ }).waitFor();
  const decisions = page.getByRole('region', { name: 'Consent decisions', exact: true });
  expect(await decisions.textContent()).toContain('Letter received from the chaplaincy');
  expect(
    await page.getByRole('region', { name: 'Access log', exact: true }).textContent(),
  ).toContain('Opened the file');
  await page.screenshot({ path: '/tmp/client-file-1440.png' });
  expect(await accessibilityViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^client-file-C-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const file = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
    client: { preferredName: string };
    consents: { notes: string | null }[];
  };
  expect(file.client.preferredName).toBe('Brother Musa');
  expect(file.consents.map((consent) => consent.notes)).toContain(
    'Letter received from the chaplaincy',
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('heading', { name: /^Client file: Brother Musa/ }).waitFor();
  await page.screenshot({ path: '/tmp/client-file-390.png', fullPage: true });
  expect(await horizontalOverflow(page)).toBe(0);
});

it('adds a client who declined to be served as declined, on a phone, and the laptop lists it so', async () => {
  const { page } = staff;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${journey.baseUrl}/admin/clients`);
  await page.getByRole('button', { name: 'Add New Client' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Client' });
  await field(form, 'Preferred Name').fill('Brother Idris');
  await field(form, 'Age').fill('41');
  // Only data use agreed; consent to be served left unticked: declined, not a false "given".
  await form.getByLabel('The client agrees to how their data is used').check();
  await page.screenshot({ path: '/tmp/consent-declined-form-390.png', fullPage: true });
  await form.getByRole('button', { name: 'Create Client' }).click();
  await form.waitFor({ state: 'detached' });
  const card = page.getByRole('article', { name: 'Brother Idris' });
  await card.getByText('No consent to be served').waitFor();
  expect(await horizontalOverflow(page)).toBe(0);

  await page.setViewportSize({ width: 1440, height: 900 });
  await expandCard(card);
  await page.getByRole('button', { name: 'View details of Brother Idris' }).click();
  const panel = page.getByRole('dialog', { name: 'Client Details: Brother Idris' });
  const decisions = panel.getByRole('list', { name: 'Consent decisions' });
  // Both decided on the same day, when the client was added: in either order.
  await expect
    .poll(async () => (await decisions.getByRole('listitem').allTextContents()).sort())
    .toEqual([
      expect.stringMatching(/^Consent to be served declined/),
      expect.stringMatching(/^Data-usage consent given/),
    ]);
  await page.screenshot({ path: '/tmp/consent-declined-1440.png' });
});
