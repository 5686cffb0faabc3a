/**
 * The Reports page printed for a board (product.md §2.11, decision 104), as a coordinator prints
 * it with the browser's Print: the page's own @page rules, read back from the PDF Chromium makes,
 * page by page. Every page names the organisation, the period, the facility and the day it was
 * printed, and numbers itself 'Page N of M'; no notification or control is printed; no page ends
 * with a section's heading whose table is on the next. In a page that enforces the
 * content-security policy, as users get it: the running header is set through the CSSOM, which
 * the policy allows, and a violation would be reported.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { todayIn } from '../src/shared/domain/common/calendar';
import { clientInput, incarceratedClientInput } from '../tests/support/client-factory';
import { facilityInput } from '../tests/support/factories';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { watchPageProblems } from './support/browser';
import { shownDay } from './support/dates';
import { graphqlAs } from './support/graphql';

// The programme's today is UTC's, the day the test reads from its own clock.
const journey = useAppInBrowser([{ email: 'coordinator@example.org', group: 'Admins' }], {
  ORG_TIMEZONE: 'UTC',
});

const CREATE_CLIENT = 'mutation($i: CreateClientInput!) { createClient(input: $i) { id } }';
const CREATE_FACILITY = 'mutation($i: CreateFacilityInput!) { createFacility(input: $i) { id } }';

/** An admin's facility name holding what a CSS string must escape. */
const AWKWARD_FACILITY = 'St. Jude\'s "North" Unit \\ B';

/** A line of a printed page as a PDF reader finds it: its text and its font's height. */
interface PrintedText {
  text: string;
  height: number;
}

/** Each page of a PDF, its pieces of text in the order they were drawn. */
async function pdfPages(bytes: Buffer): Promise<PrintedText[][]> {
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: PrintedText[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item && item.str.trim() !== '' ? [{ text: item.str, height: item.height }] : [],
      ),
    );
  }
  return pages;
}

const pageText = (page: PrintedText[]) =>
  page
    .map((piece) => piece.text)
    .join(' ')
    .replace(/\s+/g, ' ');

/** Prints the page as the browser's Print does: print media, its own @page size and margins. */
async function printToPdf(page: Page): Promise<PrintedText[][]> {
  await page.emulateMedia({ media: 'print' });
  try {
    const bytes = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    return await pdfPages(bytes);
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

interface SectionOnScreen {
  title: string;
  /** Kept on one page where it fits (data-print-whole). */
  whole: boolean;
  captions: string[];
  firstRow: string;
  lastRow: string;
}

/** Each section as the page shows it: heading, tables' titles, first and last row. */
async function sectionsOnScreen(page: Page): Promise<SectionOnScreen[]> {
  return page.locator('section.report-section').evaluateAll((sections) =>
    sections.map((section) => {
      const rows = [...section.querySelectorAll('tbody tr th')].map((cell) => cell.textContent);
      return {
        title: section.querySelector('h2')?.textContent ?? '',
        whole: section.hasAttribute('data-print-whole'),
        captions: [...section.querySelectorAll('caption')].map((caption) => caption.textContent),
        firstRow: rows[0] ?? '',
        lastRow: rows.at(-1) ?? '',
      };
    }),
  );
}

/**
 * The checks every printout must pass: the running header and footer on each page, nothing of
 * the screen's controls or notifications, and every section's heading on the page of its first
 * table's first row, drawn after it.
 */
async function expectBoardPrintout(
  page: Page,
  printed: PrintedText[][],
  scope: { period: string; facility: string },
) {
  const today = `Printed ${shownDay(todayIn('UTC'))}`;
  // Six sections of tables over a year do not fit on two pages.
  expect(printed.length).toBeGreaterThanOrEqual(3);
  printed.forEach((printedPage, index) => {
    const text = pageText(printedPage);
    expect(text, `page ${index + 1}`).toContain('Outreach Dashboard');
    expect(text, `page ${index + 1}`).toContain(scope.period);
    expect(text, `page ${index + 1}`).toContain(scope.facility);
    expect(text, `page ${index + 1}`).toContain(today);
    expect(text, `page ${index + 1}`).toContain(`Page ${index + 1} of ${printed.length}`);
    // Neither the notification nor any control: the buttons, the filters, the shell.
    expect(text, `page ${index + 1}`).not.toMatch(/Exported|\d+ rows? to/);
    expect(text, `page ${index + 1}`).not.toMatch(/\bPrint\b|Export |First day|Last day/);
    expect(text, `page ${index + 1}`).not.toMatch(
      /All Facilities|Sign Out|My account|Dashboard Overview/,
    );
  });

  const sections = await sectionsOnScreen(page);
  expect(sections.map((section) => section.title)).toEqual([
    'Programs',
    'Volunteers',
    'Clients',
    'Resources',
    'Incidents',
    'Reentry outcomes',
  ]);
  // A section's heading is printed larger than a table's caption, which may read the same.
  const titles = sections.map((section) => section.title);
  const headingHeight = Math.max(
    ...printed
      .flat()
      .filter((piece) => titles.includes(piece.text))
      .map((piece) => piece.height),
  );
  const headingPages: number[] = [];
  for (const section of sections) {
    const isHeading = (piece: PrintedText) =>
      piece.text === section.title && piece.height === headingHeight;
    const pageIndex = printed.findIndex((printedPage) => printedPage.some(isHeading));
    expect(pageIndex, `the heading ${section.title}`).toBeGreaterThanOrEqual(0);
    headingPages.push(pageIndex);
    const page = printed[pageIndex]!;
    const after = page.slice(page.findIndex(isHeading) + 1).map((piece) => piece.text.trim());
    // No heading ends a page: its first table starts under it.
    expect(after, `${section.title}'s first row on its heading's page`).toContain(section.firstRow);
    // A section that fits on a page is printed on one.
    if (section.whole) {
      expect(after, `${section.title} on one page`).toEqual(
        expect.arrayContaining([...section.captions, section.lastRow]),
      );
    }
  }
  // Longer than a page, Programs breaks wherever it starts: straight under the report's
  // opening, not on a page of its own after a blank one.
  expect(sections.filter((section) => !section.whole).map((section) => section.title)).toEqual([
    'Programs',
  ]);
  expect(headingPages[0]).toBe(0);
}

it('prints the report for a board: who, what period, which facility, when and which page on every page', async () => {
  const { browser, baseUrl } = journey;
  // Not the journey's page, which bypasses the content-security policy for axe.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await signInThroughForm(page, baseUrl, 'coordinator@example.org');
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    const run = (query: string, variables: Record<string, unknown>) =>
      graphqlAs(page, baseUrl, query, variables);

    // Four facilities, one of them awkwardly named; twelve clients served over 2024, eight in
    // custody (two at each facility) and four in the community.
    const facilityIds: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const name = index === 0 ? AWKWARD_FACILITY : `Riverside Correctional ${index}`;
      const { createFacility } = (await run(CREATE_FACILITY, {
        i: facilityInput({ name }),
      })) as { createFacility: { id: string } };
      facilityIds.push(createFacility.id);
    }
    for (let index = 0; index < 12; index += 1) {
      const month = String((index % 12) + 1).padStart(2, '0');
      await run(CREATE_CLIENT, {
        i:
          index % 3 === 0
            ? clientInput({ firstContactDate: `2024-${month}-10` })
            : incarceratedClientInput(facilityIds[index % 4]!, {
                firstContactDate: `2024-${month}-10`,
              }),
      });
    }

    await page.goto(`${baseUrl}/admin/reports?from=2024-01-01&to=2024-12-31`);
    const period = 'Mon, Jan 1, 2024 to Tue, Dec 31, 2024';
    await expect
      .poll(() => page.getByTestId('report-scope').textContent())
      .toBe(`${period} · All facilities`);
    // On screen, the print header is not shown.
    expect(await page.locator('.report-print-header').isVisible()).toBe(false);

    // A notification on screen when Print is pressed: 'Exported … rows to …', held by the
    // pointer resting on it (Mantine keeps a notification open while it is hovered).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export clients (CSV)' }).click(),
    ]);
    await download.cancel();
    const toast = page.getByRole('alert').filter({ hasText: 'Exported' });
    await toast.hover();

    const printed = await printToPdf(page);
    // The notification was there all along.
    expect(await toast.isVisible()).toBe(true);
    await expectBoardPrintout(page, printed, { period, facility: 'All facilities' });

    // One facility, its name escaped into the page margins and read back as typed.
    await page.goto(
      `${baseUrl}/admin/reports?from=2024-01-01&to=2024-12-31&facilityId=${facilityIds[0]}`,
    );
    await expect
      .poll(() => page.getByTestId('report-scope').textContent())
      .toBe(`${period} · ${AWKWARD_FACILITY}`);
    await expectBoardPrintout(page, await printToPdf(page), {
      period,
      facility: AWKWARD_FACILITY,
    });

    // Away from the report, no other page prints its header.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.style.getPropertyValue('--report-period')),
    ).toBe('');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
