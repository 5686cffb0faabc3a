/**
 * The Reports page and the overview's trends (product.md §2.11, §2.4; decision 071), as a
 * coordinator uses them: the year's figures for a board, counts of 1 to 4 as "fewer than 5" and
 * the figure that would give one away (8 served less 6 in the community) "withheld" (decision 085),
 * printed to PDF in Chromium and read back; a section saved as CSV; the overview's charts with
 * their numbers as tables. (Clients without data-usage consent cannot be made through the API,
 * which requires consent: report-figures.test.ts stores them directly and checks they are left
 * out.)
 */
import { expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { todayIn } from '../src/shared/domain/common/calendar';
import { clientInput, incarceratedClientInput } from '../tests/support/client-factory';
import { facilityInput } from '../tests/support/factories';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { graphqlAs } from './support/graphql';

const journey = useAppInBrowser([{ email: 'coordinator@example.org', group: 'Admins' }]);

const CREATE_CLIENT = 'mutation($i: CreateClientInput!) { createClient(input: $i) { id } }';

/** The text of every page of a PDF, as a reader's copy and paste would give it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** The cells of the row named `label` in the table captioned `table`. */
async function rowCells(table: string, label: string): Promise<string[]> {
  const row = journey.page
    .locator('table', { has: journey.page.locator('caption', { hasText: table }) })
    .getByRole('row', { name: new RegExp(`^${label}\\b`) });
  return row.getByRole('cell').allTextContents();
}

it("gives the year's figures for the board, prints them and saves a section", async () => {
  const { page, baseUrl } = journey;
  await signInThroughForm(page, baseUrl, 'coordinator@example.org');
  await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
  const run = (query: string, variables: Record<string, unknown>) =>
    graphqlAs(page, baseUrl, query, variables);
  const { createFacility } = (await run(
    'mutation($i: CreateFacilityInput!) { createFacility(input: $i) { id } }',
    { i: facilityInput() },
  )) as { createFacility: { id: string } };
  // In 2024: six served in the community, two in custody.
  for (let index = 0; index < 6; index += 1) {
    await run(CREATE_CLIENT, { i: clientInput({ firstContactDate: '2024-05-01' }) });
  }
  for (let index = 0; index < 2; index += 1) {
    await run(CREATE_CLIENT, {
      i: incarceratedClientInput(createFacility.id, { firstContactDate: '2024-06-01' }),
    });
  }

  await page.getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
  await page.getByLabel('First day').fill('2024-01-01');
  await page.getByLabel('Last day').fill('2024-12-31');
  await page.waitForURL(/from=2024-01-01&to=2024-12-31|to=2024-12-31.*from=2024-01-01/);
  await expect
    .poll(() => page.getByTestId('report-scope').textContent())
    .toBe('Mon, Jan 1, 2024 to Tue, Dec 31, 2024 · All facilities');
  await expect.poll(() => rowCells('Clients', 'Clients served')).toEqual(['8']);
  // 8 served less 6 in the community would give the 2 in custody away: the 6 is withheld.
  expect(await rowCells('Clients served by location', 'In The Community')).toEqual(['withheld']);
  expect(await rowCells('Clients served by location', 'In Custody')).toEqual(['fewer than 5']);
  expect(await page.getByTestId('report-protection').textContent()).toContain(
    'This holds within one report only',
  );

  // Printed: the report alone, as it reads on screen.
  await page.emulateMedia({ media: 'print' });
  const text = await pdfText(await page.pdf({ format: 'A4' }));
  await page.emulateMedia({ media: 'screen' });
  expect(text).toContain('Reports');
  expect(text).toContain('fewer than 5');
  expect(text).not.toContain('left out');
  expect(text).toMatch(/Clients served 8/);
  expect(text).toMatch(/In Custody fewer than 5/);
  expect(text).toMatch(/In The Community withheld/);
  expect(text).not.toMatch(/In The Community 6/);
  expect(text).toContain('Reentry outcomes');
  expect(text).not.toContain('Manage Clients');
  expect(text).not.toContain('Export clients (CSV)');

  // A section as a file: the same figures, the same rule.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export clients (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('report-clients-2024-01-01-to-2024-12-31.csv');
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks).subarray(3).toString('utf8').split('\r\n');
  expect(lines).toContain('Clients served,8');
  expect(lines).toContain('In Custody,fewer than 5');
  expect(lines).toContain('In The Community,withheld');

  // A period the server refuses is named on the page, and nothing is counted for it.
  await page.getByLabel('Last day').fill('2023-12-31');
  await page.getByText('The last day must be on or after the first day').waitFor();
  expect(journey.problems).toEqual([]);
});

it("shows the last 12 months on the overview, each chart's numbers as a table", async () => {
  const { page, baseUrl } = journey;
  // Released this month, in the community: one release in the current month's row.
  await graphqlAs(page, baseUrl, CREATE_CLIENT, {
    i: clientInput({ releaseDate: todayIn('UTC') }),
  });
  await page.goto(`${baseUrl}/admin/dashboard`);
  await page.getByRole('heading', { name: 'The last 12 months' }).waitFor();
  const releases = page.getByRole('figure', { name: 'Releases' });
  await releases.getByTestId('trend-chart-releases').locator('svg').first().waitFor();
  await releases.getByText('Show the numbers').click();
  const rows = releases.getByRole('row');
  // A heading row, then the 12 months, oldest first.
  expect(await rows.count()).toBe(13);
  expect(await rows.last().getByRole('cell').allTextContents()).toEqual(['1']);
  expect(await rows.nth(1).getByRole('cell').allTextContents()).toEqual(['0']);
  expect(journey.problems).toEqual([]);
});
