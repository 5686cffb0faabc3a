/**
 * Manage Clients (product.md §2.5, §3.3, §5.2) as a super admin: the form's conditional fields and
 * exact messages, the card, the details sidebar with the facility and volunteer names and the
 * contact log, a move to the community, a stale edit and its reload, search and filters,
 * delete with the client id in the dialog, the phone layout, paging, and Export CSV.
 */
import { expect, it } from 'vitest';
import { volunteerInput } from '../tests/support/volunteer-factory';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import {
  cardHeader,
  choose,
  expandCard,
  field,
  horizontalOverflow,
  select,
} from './support/browser';
import { graphqlAs, createFacilityThroughApi } from './support/graphql';

const journey = useAppInBrowser([{ email: 'super@example.org', group: 'SuperAdmins' }]);

const card = (name: string) => journey.page.getByRole('article', { name });
const formDialog = (name: string) => journey.page.getByRole('dialog', { name });

const INCARCERATED_MESSAGES = [
  'Name is required',
  'Valid age is required',
  'Facility ID is required for incarcerated clients',
];
const COMMUNITY_MESSAGES = [
  'Current address is required for clients in the community',
  'Employment status is required for clients in the community',
  'Housing status is required for clients in the community',
];

it('starts empty, with a facility and a volunteer to choose from', async () => {
  await signInThroughForm(journey.page, journey.baseUrl, 'super@example.org', '/admin/clients');
  await journey.page.getByRole('heading', { name: 'Manage Clients' }).waitFor();
  await createFacilityThroughApi(journey.page, journey.baseUrl, { name: 'Riverside Correctional' });
  await graphqlAs(
    journey.page,
    journey.baseUrl,
    'mutation($i: CreateVolunteerInput!) { createVolunteer(input: $i) { id } }',
    { i: volunteerInput({ firstName: 'Amina', lastName: 'Khan' }) },
  );
  await journey.page.reload();
  await journey.page.getByText('No clients found. Click "Add New Client" to create one.').waitFor();
});

it('shows the messages of product.md §5.2 for each situation, exactly', async () => {
  await journey.page.getByRole('button', { name: 'Add New Client' }).click();
  const dialog = formDialog('Add New Client');
  expect(await field(dialog, 'Incarcerated').isChecked()).toBe(true);
  expect(await select(dialog, 'Status').inputValue()).toBe('Active');
  expect(await select(dialog, 'Religious Status').inputValue()).toBe('Interested');
  expect(await select(dialog, 'Gender').inputValue()).toBe('Male');
  expect(await field(dialog, 'Language').inputValue()).toBe('English');
  expect(await field(dialog, 'Current Address').count()).toBe(0);

  await dialog.getByRole('button', { name: 'Create Client' }).click();
  for (const message of INCARCERATED_MESSAGES) {
    await expect.poll(() => dialog.getByText(message, { exact: true }).isVisible()).toBe(true);
  }

  await field(dialog, 'Incarcerated').uncheck();
  expect(await select(dialog, 'Facility').count()).toBe(0);
  expect(await field(dialog, 'Expected Release Date').count()).toBe(0);
  await dialog.getByRole('button', { name: 'Create Client' }).click();
  for (const message of COMMUNITY_MESSAGES) {
    await expect.poll(() => dialog.getByText(message, { exact: true }).isVisible()).toBe(true);
  }
  await field(dialog, 'Incarcerated').check();
});

it('creates an incarcerated client; the card shows the fields of product.md §2.5', async () => {
  const dialog = formDialog('Add New Client');
  await field(dialog, 'Preferred Name').fill('Yusuf');
  await field(dialog, 'First Name').fill('Yusuf');
  await field(dialog, 'Last Name').fill('Ali');
  await field(dialog, 'Age').fill('34');
  await choose(dialog, 'Preferred Contact Method', 'Letter');
  await choose(dialog, 'Facility', 'Riverside Correctional');
  await field(dialog, 'Follow-up Date').fill('2026-12-01');
  await choose(dialog, 'Assigned Volunteer', 'Amina Khan');
  await field(dialog, 'The client has given consent').check();
  await field(dialog, 'The client agrees to how their data is used').check();
  await dialog.getByRole('button', { name: 'Create Client' }).click();
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);

  await expandCard(card('Yusuf'));
  const text = await card('Yusuf').textContent();
  for (const expected of [
    'Active',
    'Interested',
    'Incarcerated',
    'Male',
    '34',
    'Tue, Dec 1, 2026',
  ]) {
    expect(text).toContain(expected);
  }
  expect(await accessibilityViolations(journey.page)).toEqual([]);
});

it('opens the details sidebar with names looked up, and logs a contact', async () => {
  await journey.page.getByRole('button', { name: 'View details of Yusuf' }).click();
  const panel = journey.page.getByRole('dialog', { name: 'Client Details: Yusuf' });
  // The panel shows a loader until getClient answers (the read is what logs the view).
  await panel.getByRole('heading', { name: 'Basic Information', exact: true }).waitFor();
  for (const section of [
    'Basic Information',
    'Religious Information',
    'Tracking Information',
    'Notes',
    'Special Requirements',
    'Consent',
  ]) {
    expect(await panel.getByRole('heading', { name: section, exact: true }).count()).toBe(1);
  }
  expect(await panel.getByRole('heading', { name: 'Post-Release Information' }).count()).toBe(0);
  const text = await panel.textContent();
  expect(text).toContain('C-00001');
  expect(text).toContain('Preferred Contact MethodLetter');
  expect(text).toContain('Riverside Correctional');
  expect(text).toContain('Amina Khan');

  await panel.getByText('No contacts recorded yet.').waitFor();
  await choose(panel, 'Contact Type', 'Call');
  await field(panel, 'Contact Notes').fill('Asked for an Arabic primer');
  await panel.getByRole('button', { name: 'Add Contact' }).click();
  // In the contact log (the timeline below tells the same contact).
  const entry = panel
    .getByRole('region', { name: 'Contact Log' })
    .getByRole('listitem')
    .filter({ hasText: 'Asked for an Arabic primer' });
  await entry.waitFor({ timeout: 10_000 });
  expect(await entry.textContent()).toContain('Call');
  // The entry can show (live update) a moment before the form is emptied for the next one.
  await expect.poll(() => field(panel, 'Contact Notes').inputValue()).toBe('');
  await journey.page.screenshot({ path: '/tmp/clients-1280.png', fullPage: true });
  await panel.getByRole('button', { name: 'Edit Yusuf' }).click();
});

it('moves the client to the community; details then show Post-Release Information and the day of release', async () => {
  const dialog = formDialog('Edit Client');
  await field(dialog, 'Expected Release Date').fill('2026-03-01');
  await field(dialog, 'Incarcerated').uncheck();
  expect(await field(dialog, 'Release Date').inputValue()).toBe('2026-03-01');
  await field(dialog, 'Current Address').fill('12 Elm Street, Springfield');
  await choose(dialog, 'Employment Status', 'Employed Part Time');
  await choose(dialog, 'Housing Status', 'Transitional');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);

  await expandCard(card('Yusuf'));
  await expect.poll(() => card('Yusuf').textContent()).toContain('Community');
  await journey.page.getByRole('button', { name: 'View details of Yusuf' }).click();
  const panel = journey.page.getByRole('dialog', { name: 'Client Details: Yusuf' });
  await panel.getByRole('heading', { name: 'Post-Release Information' }).waitFor();
  expect(await panel.textContent()).toContain('12 Elm Street, Springfield');
  expect(await panel.textContent()).toContain('Release DateSun, Mar 1, 2026');
  await panel.getByRole('button', { name: 'Close', exact: true }).last().click();
});

it('says when someone else saved first, and reloads their version', async () => {
  await journey.page.getByRole('button', { name: 'Edit Yusuf' }).click();
  const dialog = formDialog('Edit Client');
  const { listClients } = await graphqlAs(
    journey.page,
    journey.baseUrl,
    '{ listClients { items { id version } } }',
  );
  const [stored] = (listClients as { items: { id: string; version: number }[] }).items;
  await graphqlAs(
    journey.page,
    journey.baseUrl,
    'mutation($i: UpdateClientInput!) { updateClient(input: $i) { version } }',
    { i: { id: stored!.id, expectedVersion: stored!.version, notes: 'Saved elsewhere' } },
  );
  await field(dialog, 'Special Needs').fill('Reading glasses');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await dialog
    .getByText('This record was changed by someone else. Reload to see the latest version.')
    .waitFor();
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => field(dialog, 'Notes').inputValue()).toBe('Saved elsewhere');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

it('searches by name and filters by location', async () => {
  await field(journey.page, 'Search').fill('yus');
  await expect.poll(() => journey.page.getByRole('article').count()).toBe(1);
  // The server counts the list with the same search: where the page sits in it.
  await journey.page.getByRole('navigation', { name: 'Pages' }).getByText('1–1 of 1').waitFor();
  await choose(journey.page, 'Location', 'Incarcerated');
  await journey.page.getByText('No clients match the search and filters.').waitFor();
  await choose(journey.page, 'Location', 'Community');
  await card('Yusuf').waitFor();
  await field(journey.page, 'Search').fill('');
});

it('deletes the client; the dialog names the client id', async () => {
  await expandCard(card('Yusuf'));
  await journey.page.getByRole('button', { name: 'Delete Yusuf' }).click();
  const dialog = journey.page.getByRole('dialog', { name: 'Confirm delete' });
  expect(await dialog.textContent()).toContain(
    'Are you sure you want to delete Yusuf [C-00001]? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => card('Yusuf').count(), { timeout: 10_000 }).toBe(0);
});

it('shows details as a full-screen dialog on a phone', async () => {
  await graphqlAs(
    journey.page,
    journey.baseUrl,
    'mutation($i: CreateClientInput!) { createClient(input: $i) { id } }',
    {
      i: {
        preferredName: 'Ibrahim',
        age: 41,
        incarcerated: false,
        currentAddress: '3 Oak Lane',
        employmentStatus: 'STUDENT',
        housingStatus: 'STABLE',
        firstContactDate: '2026-11-01',
        consentGiven: true,
        dataUsageConsent: true,
      },
    },
  );
  await journey.page.setViewportSize({ width: 375, height: 800 });
  // The plain address: every filter the earlier tests left in it cleared, the list read afresh.
  await journey.page.goto(`${journey.baseUrl}/admin/clients`);
  await expandCard(card('Ibrahim'));
  await journey.page.getByRole('button', { name: 'View details of Ibrahim' }).click();
  const panel = journey.page.getByRole('dialog', { name: 'Client Details: Ibrahim' });
  await panel.waitFor();
  const box = await panel.boundingBox();
  expect(box?.width).toBe(375);
  await journey.page.screenshot({ path: '/tmp/clients-375-details.png' });
  await panel.getByRole('button', { name: 'Close', exact: true }).last().click();
  await journey.page.screenshot({ path: '/tmp/clients-375.png', fullPage: true });
  expect(await horizontalOverflow(journey.page)).toBe(0);
  expect(journey.problems).toEqual([]);
});

it('pages through a long list in name order', async () => {
  await journey.page.setViewportSize({ width: 1280, height: 900 });
  const create = 'mutation($i: CreateClientInput!) { createClient(input: $i) { id } }';
  for (let n = 1; n <= 30; n += 1) {
    await graphqlAs(journey.page, journey.baseUrl, create, {
      i: {
        preferredName: `Client ${String(n).padStart(2, '0')}`,
        age: 30,
        incarcerated: false,
        currentAddress: `${n} Main Street`,
        employmentStatus: 'STUDENT',
        housingStatus: 'STABLE',
        firstContactDate: '2026-11-01',
        consentGiven: true,
        dataUsageConsent: true,
      },
    });
  }
  await journey.page.reload();
  const articles = journey.page.getByRole('article');
  await expect.poll(() => articles.count()).toBe(25);
  expect(await cardHeader(articles.first()).textContent()).toContain('Client 01');
  await journey.page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => articles.count()).toBe(6);
  expect(await cardHeader(articles.last()).textContent()).toContain('Ibrahim');
  expect(await journey.page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  await journey.page.getByRole('button', { name: 'Previous' }).click();
  await expect.poll(() => articles.count()).toBe(25);
});

it('exports the clients the search selects as a CSV download (decision 022)', async () => {
  // 31 clients; the search leaves one, and the file holds only that one.
  await field(journey.page, 'Search').fill('ibrahim');
  await expect.poll(() => journey.page.getByRole('article').count()).toBe(1);
  const [download] = await Promise.all([
    journey.page.waitForEvent('download'),
    journey.page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const fileName = download.suggestedFilename();
  expect(fileName).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
  await journey.page.getByText(`Exported 1 row to ${fileName}`).waitFor();
  await journey.page.screenshot({ path: '/tmp/clients-export.png' });
  // The shared Chromium is connected to remotely: read the file through the connection.
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  // Headers in words, as the list's screens name the fields (decision 096).
  expect(lines[0]!.split(',').slice(0, 4)).toEqual([
    'Client ID',
    'First name',
    'Last name',
    'Preferred name',
  ]);
  const names = lines.slice(1, -1).map((line) => line.split(',')[3]);
  expect(names).toEqual(['Ibrahim']);
  expect(lines.at(-1)).toBe('');
  await field(journey.page, 'Search').fill('');
});
