/**
 * Importing clients from a spreadsheet (decision 023) as a super admin: the sample file, the
 * column mapping with a required field to map by hand, a dry run listing a bad row with the
 * form's message, the corrected file imported, the list's own export read back (decision 096),
 * and the screen on a phone.
 */
import { expect, it } from 'vitest';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { field } from './support/browser';
import { createFacilityThroughApi } from './support/graphql';

const journey = useAppInBrowser([{ email: 'super@example.org', group: 'SuperAdmins' }]);

const dialog = () => journey.page.getByRole('dialog', { name: 'Import clients' });

/** A clients file whose age column is headed "Years", which nothing maps by itself. */
function clientsFile(secondConsent: string) {
  const csv = [
    'Name,Years,Facility,Consent,Data usage consent,Languages',
    'Yusuf,34,Riverside State Prison,yes,yes,"English; Arabic"',
    `Bilal,41,Riverside State Prison,${secondConsent},yes,English`,
  ].join('\r\n');
  return { name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}\r\n`) };
}

async function chooseFile(file: ReturnType<typeof clientsFile>) {
  await dialog().locator('input[type="file"]').setInputFiles(file);
  await dialog().getByText(`File: ${file.name}`).waitFor();
  // "Years" is not a name for the age: map it by hand, as the screen asks.
  expect(await dialog().getByText('Choose a column for: Age.').isVisible()).toBe(true);
  expect(await dialog().getByRole('button', { name: 'Check rows' }).isDisabled()).toBe(true);
  await field(dialog(), 'Age').selectOption('Years');
}

it('opens the import screen from Manage Clients: a sample file, and a broken file refused by line', async () => {
  await signInThroughForm(journey.page, journey.baseUrl, 'super@example.org', '/admin/clients');
  await journey.page.getByRole('heading', { name: 'Manage Clients' }).waitFor();
  await createFacilityThroughApi(journey.page, journey.baseUrl, { name: 'Riverside State Prison' });
  await journey.page.getByRole('button', { name: 'Import' }).click();
  const sample = dialog().getByRole('link', { name: 'Download sample CSV' });
  expect(await sample.getAttribute('download')).toBe('clients-sample.csv');
  const href = decodeURIComponent((await sample.getAttribute('href'))!);
  expect(href).toMatch(
    /^data:text\/csv;charset=utf-8,\uFEFFClient ID,First name,Last name,Preferred name,/,
  );
  // A file that is not CSV is refused on the spot, naming the line.
  await dialog()
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('a,b\n1,"2\n'),
    });
  await dialog()
    .getByText('Line 2: A quoted field is not closed: a double quote (") is missing')
    .waitFor();
});

it('lists the bad row of a dry run with the form message, and imports nothing', async () => {
  await chooseFile(clientsFile('maybe'));
  expect(await field(dialog(), 'Preferred name').inputValue()).toBe('Name');
  expect(await field(dialog(), 'Consent given').inputValue()).toBe('Consent');
  await dialog().getByRole('button', { name: 'Check rows' }).click();
  const alert = dialog().getByText('1 of 2 rows has problems.', { exact: false });
  await alert.waitFor();
  const row = dialog().getByRole('row', { name: /^3 / });
  expect(await row.textContent()).toBe(
    '3Consent given (column Consent): Consent given must be yes or no, not "maybe".',
  );
  expect(
    await dialog()
      .getByRole('button', { name: /^Import \d/ })
      .count(),
  ).toBe(0);
  expect(await journey.page.getByRole('article').count()).toBe(0);
  await row.scrollIntoViewIfNeeded();
  await journey.page.screenshot({ path: '/tmp/import-1280.png' });
  expect(await accessibilityViolations(journey.page)).toEqual([]);
});

it('imports the corrected file, and the clients appear in the list', async () => {
  await dialog().getByRole('button', { name: 'Choose another file' }).click();
  await chooseFile(clientsFile('yes'));
  await dialog().getByRole('button', { name: 'Check rows' }).click();
  await dialog().getByText('All 2 rows passed the checks and can be imported.').waitFor();
  await dialog().getByRole('button', { name: 'Import 2 clients' }).click();
  await dialog().getByText('Imported 2 clients.').waitFor();
  await dialog().getByRole('button', { name: 'Done' }).click();
  await journey.page.getByRole('article', { name: 'Yusuf' }).waitFor();
  await journey.page.getByRole('article', { name: 'Bilal' }).waitFor();
});

it('reads a file saved as Windows-1252 as it was written, and imports the names right', async () => {
  await journey.page.getByRole('button', { name: 'Import' }).click();
  const csv = [
    'Name,Years,Facility,Consent,Data usage consent,Languages',
    'José Müller,29,Riverside State Prison,yes,yes,Français',
  ].join('\r\n');
  // Excel's "CSV" on Windows: one byte per letter, é as 0xE9, not UTF-8.
  await chooseFile({
    name: 'clients-1252.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${csv}\r\n`, 'latin1'),
  });
  await dialog().getByText('(read as Windows-1252', { exact: false }).waitFor();
  await dialog().getByRole('button', { name: 'Check rows' }).click();
  await dialog()
    .getByRole('button', { name: /^Import 1 client/ })
    .click();
  await dialog()
    .getByText(/^Imported 1 client/)
    .waitFor();
  await dialog().getByRole('button', { name: 'Done' }).click();
  await journey.page.getByRole('article', { name: 'José Müller' }).waitFor();
});

it('reads back the list Export CSV saves: every column maps itself, and nobody comes in twice', async () => {
  await journey.page.setViewportSize({ width: 1440, height: 900 });
  const [download] = await Promise.all([
    journey.page.waitForEvent('download'),
    journey.page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const file = Buffer.concat(chunks);
  // Headers and values in words, the facility by its name (decision 096).
  const [header, firstRow] = file.toString('utf8').split('\r\n');
  expect(header).toContain('Preferred name,Email,');
  expect(firstRow).toContain(',Yes,Riverside State Prison,');

  await journey.page.getByRole('button', { name: 'Import' }).click();
  await dialog()
    .locator('input[type="file"]')
    .setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/csv', buffer: file });
  await dialog().getByText(`File: ${download.suggestedFilename()}`).waitFor();
  expect(await dialog().getByText('Choose a column for', { exact: false }).count()).toBe(0);
  expect(await field(dialog(), 'Facility').inputValue()).toBe('Facility');
  expect(await field(dialog(), 'Religious status').inputValue()).toBe('Religious status');
  await dialog().getByRole('button', { name: 'Check rows' }).click();
  // Each exported client carries its client ID: the clients already here are not added again.
  await dialog().getByText('3 of 3 rows have problems.', { exact: false }).waitFor();
  const rows = await dialog().getByRole('row', { name: /^\d+ / }).allTextContents();
  expect(rows).toHaveLength(3);
  for (const row of rows) expect(row).toContain('This client ID is already in use');
  await dialog().getByRole('row', { name: /^\d+ / }).last().scrollIntoViewIfNeeded();
  await journey.page.screenshot({ path: '/tmp/import-export-1440.png' });
  await journey.page.setViewportSize({ width: 390, height: 844 });
  await dialog().getByRole('row', { name: /^\d+ / }).last().scrollIntoViewIfNeeded();
  await journey.page.screenshot({ path: '/tmp/import-export-390.png' });
  await journey.page.keyboard.press('Escape');
  await dialog().waitFor({ state: 'hidden' });
});

it('fits a phone at 375 px', async () => {
  await journey.page.setViewportSize({ width: 375, height: 800 });
  await journey.page.getByRole('button', { name: 'Import' }).click();
  await chooseFile(clientsFile('maybe'));
  await dialog().getByRole('button', { name: 'Check rows' }).click();
  // A file without client IDs is not checked for people already stored (decision 047): only
  // Bilal's consent, neither yes nor no, is a problem.
  const alert = dialog().getByText('1 of 2 rows has problems.', { exact: false });
  await alert.waitFor();
  await dialog().getByRole('row', { name: /^3 / }).scrollIntoViewIfNeeded();
  await journey.page.screenshot({ path: '/tmp/import-375.png', fullPage: true });
  const overflow = await dialog().evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBe(0);
  expect(journey.problems).toEqual([]);
});
