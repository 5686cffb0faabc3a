/**
 * The admin overview (product.md §2.4): the four figures and what needs attention, as the server
 * counts them; a failed load shows the message of product.md §11 with Retry, which recovers.
 */
import { expect, it } from 'vitest';
import { facilityInput } from '../tests/support/factories';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { graphqlAs } from './support/graphql';

const journey = useAppInBrowser([{ email: 'super@example.org', group: 'SuperAdmins' }]);

/** Label on the page → the figure's field, and the test id of where the page shows it. */
const FIGURES = {
  'Active Volunteers': ['activeVolunteers', 'stat-activeVolunteers'],
  'Total Facilities': ['totalFacilities', 'stat-totalFacilities'],
  'Recent Programs': ['recentPrograms', 'stat-recentPrograms'],
  'Open Incidents': ['openIncidents', 'stat-openIncidents'],
  'Follow-ups due this week': ['followUpsDueThisWeek', 'attention-followUpsDueThisWeek'],
  'Pending schedule requests': ['pendingScheduleRequests', 'attention-pendingScheduleRequests'],
  'Resources to reorder': ['resourcesToReorder', 'attention-resourcesToReorder'],
} as const;

it('shows the figures the server counts, and links what needs attention', async () => {
  const { page, problems } = journey;
  await signInThroughForm(page, journey.baseUrl, 'super@example.org');
  await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
  await page.getByTestId('stat-totalFacilities').waitFor();
  expect(await page.getByTestId('stat-totalFacilities').textContent()).toBe('0');

  const create = 'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }';
  await graphqlAs(page, journey.baseUrl, create, { input: facilityInput() });
  await graphqlAs(page, journey.baseUrl, create, { input: facilityInput() });
  const { dashboardStats } = (await graphqlAs(
    page,
    journey.baseUrl,
    `query { dashboardStats { ${Object.values(FIGURES)
      .map(([key]) => key)
      .join(' ')} } }`,
  )) as { dashboardStats: Record<string, number> };
  expect(dashboardStats.totalFacilities).toBe(2);

  await page.reload();
  await page.getByTestId('stat-totalFacilities').waitFor();
  for (const [label, [key, testId]] of Object.entries(FIGURES)) {
    expect(await page.getByTestId(testId).textContent(), label).toBe(String(dashboardStats[key]));
    await page.getByText(label, { exact: true }).waitFor();
  }
  await page.screenshot({ path: '/tmp/overview-1280.png', fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Pending schedule requests' }).click();
  await page.waitForURL(/\/admin\/schedules$/);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${journey.baseUrl}/admin`);
  await page.getByTestId('stat-totalFacilities').waitFor();
  await page.screenshot({ path: '/tmp/overview-375.png', fullPage: true });
  expect(problems).toEqual([]);
});

it('shows the error with Retry when the figures cannot be loaded, and recovers', async () => {
  const page = await journey.browser.newPage();
  await signInThroughForm(page, journey.baseUrl, 'super@example.org');
  await page.getByTestId('stat-totalFacilities').waitFor();

  // The network fails for the overview's query only; Retry asks again once it is back.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('DashboardStats')) await route.abort('connectionfailed');
    else await route.continue();
  });
  await page.goto(`${journey.baseUrl}/admin`);
  // The query is retried a few times before it counts as failed; meanwhile it says so.
  await page.getByText('Loading dashboard data...').waitFor();
  await page.getByText('Failed to load dashboard data. Please try again.').waitFor({
    timeout: 30_000,
  });
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByTestId('stat-totalFacilities').waitFor();
  expect(await page.getByText('Failed to load dashboard data. Please try again.').count()).toBe(0);
  await page.close();
});
