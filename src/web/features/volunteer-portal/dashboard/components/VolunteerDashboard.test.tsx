import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../../tests/support/fetch-stub';
import { useFixedToday } from '../../../../../../tests/support/fixed-today';
import { renderWithProviders } from '../../../../../../tests/support/render';
import type {
  DashboardClient,
  DashboardProgram,
  DashboardResource,
  VolunteerDashboardStats,
} from '../api/volunteer-dashboard.api';
import { VolunteerDashboard } from './VolunteerDashboard';

const VOLUNTEER_ID = 'volunteer-1';

const STATS: VolunteerDashboardStats = {
  totalProgramsThisMonth: 4,
  activeClients: 2,
  hoursDedicatedThisMonth: 12.333333333333334,
  facilitiesCovered: 3,
  releasesSoon: 0,
  overdueReentrySteps: 0,
  checkInsDue: 0,
};

const program = (n: number, overrides: Partial<DashboardProgram> = {}): DashboardProgram => ({
  id: `program-${n}`,
  title: `Quran Class ${n}`,
  date: '2030-03-20',
  startTime: '13:00',
  endTime: '14:30',
  facilityId: 'facility-1',
  facilityName: 'HMP Leeds',
  location: 'Chapel',
  status: 'SCHEDULED',
  ...overrides,
});

const client = (n: number, overrides: Partial<DashboardClient> = {}): DashboardClient => ({
  id: `client-${n}`,
  preferredName: `Yusuf ${n}`,
  clientId: `C-0000${n}`,
  status: 'ACTIVE',
  followUpDate: null,
  ...overrides,
});

const resource = (n: number, overrides: Partial<DashboardResource> = {}): DashboardResource => ({
  id: `resource-${n}`,
  title: `Arabic Quran ${n}`,
  type: 'QURAN',
  quantity: 10 + n,
  ...overrides,
});

const times = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

type Handlers = Parameters<typeof stubGraphqlServer>[0];

function answers({
  stats = STATS,
  upcoming = [] as DashboardProgram[],
  recent = [] as DashboardProgram[],
  clients = [] as DashboardClient[],
  resources = [] as DashboardResource[],
  assignedFacility = 'facility-1' as string | null,
} = {}): Handlers {
  return {
    MyVolunteerDashboard: () => ({ data: { myVolunteerDashboard: stats } }),
    VolunteerDashboardPrograms: (variables) => ({
      data: {
        listPrograms: { items: variables.sortDirection === 'DESC' ? recent : upcoming },
      },
    }),
    VolunteerDashboardClients: () => ({ data: { listClients: { items: clients } } }),
    VolunteerDashboardResources: () => ({
      data: { listResources: { items: resources }, total: resources.length },
    }),
    VolunteerFacilityIds: () => ({
      data: {
        getVolunteer: {
          id: VOLUNTEER_ID,
          assignedFacility,
          assignedFacilityName: assignedFacility ? 'HMP Leeds' : null,
        },
        listPrograms: { items: [], nextToken: null },
      },
    }),
  };
}

const section = (name: string) => screen.getByRole('region', { name });
const itemsOf = (name: string) =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem');

async function renderPage(handlers: Handlers) {
  const server = stubGraphqlServer(handlers);
  const rendered = renderWithProviders(<VolunteerDashboard volunteerId={VOLUNTEER_ID} />);
  await screen.findByRole('list', { name: 'Your figures' });
  return { ...rendered, server };
}

describe('VolunteerDashboard (product.md §2.10, §8)', () => {
  useFixedToday(new Date(2030, 2, 15, 10, 0));

  it('shows the loading text, then the four figures as the server counts them', async () => {
    const server = stubGraphqlServer(answers());
    renderWithProviders(<VolunteerDashboard volunteerId={VOLUNTEER_ID} />);
    expect(screen.getByText('Loading dashboard data...')).toBeTruthy();

    const figures = await screen.findByRole('list', { name: 'Your figures' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Total ProgramsThis month4',
      'Active Clients2',
      'Hours DedicatedThis month12.3',
      'Facilities Covered3',
    ]);
    expect(screen.queryByText('Loading dashboard data...')).toBeNull();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Upcoming Programs', 'Recent Programs', 'Assigned Clients', 'Available Resources']);
    // Names come with the programs and the volunteer's facilities: no list of every facility.
    const asked = server.fetchMock.mock.calls.map(
      ([, init]) => /(?:query|subscription) (\w+)/.exec(String(init?.body))?.[1],
    );
    expect(new Set(asked)).toEqual(
      new Set([
        'MyVolunteerDashboard',
        'VolunteerDashboardPrograms',
        'VolunteerDashboardClients',
        'VolunteerFacilityIds',
        'VolunteerDashboardResources',
        'RecordChanged',
      ]),
    );
  });

  it('says what reentry work is theirs, and leads to their contacts; nothing when there is none', async () => {
    await renderPage(
      answers({ stats: { ...STATS, releasesSoon: 1, overdueReentrySteps: 2, checkInsDue: 1 } }),
    );
    const reentry = section('Reentry');
    expect(reentry.textContent).toContain('1 client of yours released within 30 days');
    expect(reentry.textContent).toContain('2 reentry steps of yours overdue');
    expect(reentry.textContent).toContain('1 client of yours has a check-in due');
    expect(
      within(reentry).getByRole('link', { name: 'Open their reentry plans' }).getAttribute('href'),
    ).toBe('/volunteer/contacts');
  });

  it('shows no reentry block when nothing of it is theirs', async () => {
    await renderPage(answers());
    expect(screen.queryByRole('region', { name: 'Reentry' })).toBeNull();
  });

  it('writes hours with one decimal, also whole ones', async () => {
    await renderPage(answers({ stats: { ...STATS, hoursDedicatedThisMonth: 3 } }));
    expect(screen.getByRole('list', { name: 'Your figures' }).textContent).toContain(
      'Hours DedicatedThis month3.0',
    );
  });

  it("asks only for the signed-in volunteer's programs and clients, and available resources", async () => {
    const { server } = await renderPage(answers());
    expect(server.calls('VolunteerDashboardPrograms')).toEqual([
      {
        filter: { volunteerId: { eq: VOLUNTEER_ID }, date: { ge: '2030-03-15' } },
        sortDirection: 'ASC',
        limit: 3,
      },
      {
        filter: {
          volunteerId: { eq: VOLUNTEER_ID },
          date: { between: ['2030-02-15', '2030-03-14'] },
        },
        sortDirection: 'DESC',
        limit: 3,
      },
    ]);
    expect(server.calls('VolunteerDashboardClients')).toEqual([
      { filter: { assignedVolunteerId: { eq: VOLUNTEER_ID } }, limit: 5 },
    ]);
    // As the Resources page shows first: those at the volunteer's (first) facility.
    expect(server.calls('VolunteerDashboardResources')).toEqual([
      { availableAt: 'facility-1', limit: 5 },
    ]);
  });

  it('links each list to its page, the resources with how many the page holds', async () => {
    await renderPage(answers({ resources: times(6).map((n) => resource(n)) }));
    expect(
      within(section('Available Resources'))
        .getByRole('link', { name: 'All available resources at HMP Leeds (6)' })
        .getAttribute('href'),
    ).toBe('/volunteer/resources');
    expect(
      within(section('Upcoming Programs'))
        .getByRole('link', { name: 'All my programs' })
        .getAttribute('href'),
    ).toBe('/volunteer/activities');
    expect(
      within(section('Assigned Clients'))
        .getByRole('link', { name: 'All my clients' })
        .getAttribute('href'),
    ).toBe('/volunteer/contacts');
  });

  it('shows no resources to a volunteer linked to no facility, as the Resources page does', async () => {
    const { server } = await renderPage(answers({ assignedFacility: null }));
    expect(section('Available Resources').textContent).toContain('No available resources found');
    expect(server.calls('VolunteerDashboardResources')).toEqual([]);
  });

  it('shows the empty text of each list', async () => {
    await renderPage(answers());
    expect(section('Upcoming Programs').textContent).toContain('No upcoming programs scheduled');
    expect(section('Recent Programs').textContent).toContain('No recent programs found');
    expect(section('Assigned Clients').textContent).toContain('No assigned clients found');
    expect(section('Available Resources').textContent).toContain('No available resources found');
    expect(screen.queryAllByRole('listitem').length).toBe(4); // the figures only
  });

  it('lists at most 3 upcoming and 3 recent programs, 5 clients and 5 resources', async () => {
    await renderPage(
      answers({
        upcoming: times(4).map((n) => program(n)),
        recent: times(4).map((n) => program(10 + n, { date: '2030-03-01', status: 'COMPLETED' })),
        clients: times(6).map((n) => client(n)),
        resources: times(6).map((n) => resource(n)),
      }),
    );
    expect(itemsOf('Upcoming Programs').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Quran Class 1'),
      expect.stringContaining('Quran Class 2'),
      expect.stringContaining('Quran Class 3'),
    ]);
    expect(itemsOf('Recent Programs')).toHaveLength(3);
    expect(itemsOf('Assigned Clients')).toHaveLength(5);
    expect(itemsOf('Available Resources')).toHaveLength(5);
    expect(screen.queryByText('Quran Class 4')).toBeNull();
    expect(screen.queryByText('Yusuf 6')).toBeNull();
    expect(screen.queryByText('Arabic Quran 6')).toBeNull();
  });

  it("shows a program's title, status, day, times, facility and place", async () => {
    await renderPage(answers({ upcoming: [program(1)] }));
    const [item] = itemsOf('Upcoming Programs');
    expect(within(item!).getByText('Quran Class 1')).toBeTruthy();
    expect(within(item!).getByText('Scheduled')).toBeTruthy();
    expect(item!.textContent).toMatch(/Mar.*20.*2030/);
    expect(item!.textContent).toMatch(/1:00\s?PM.*2:30\s?PM/);
    expect(within(item!).getByText('HMP Leeds · Chapel')).toBeTruthy();
  });

  it('calls out a follow-up only when its date is still to come', async () => {
    await renderPage(
      answers({
        clients: [
          client(1, { followUpDate: '2030-03-16' }),
          client(2, { followUpDate: '2030-03-15' }),
          client(3, { followUpDate: '2030-03-01' }),
          client(4, { followUpDate: null }),
        ],
      }),
    );
    const [tomorrow, today, past, none] = itemsOf('Assigned Clients');
    const followUp = within(tomorrow!).getByRole('note');
    expect(followUp.textContent).toMatch(/^Follow-up due .*Mar.*16.*2030/);
    expect(within(tomorrow!).getByText('Yusuf 1')).toBeTruthy();
    expect(within(tomorrow!).getByText('Active')).toBeTruthy();
    for (const item of [today, past, none]) expect(within(item!).queryByRole('note')).toBeNull();
  });

  it('shows each available resource with a quantity badge', async () => {
    await renderPage(
      answers({ resources: [resource(1, { quantity: 12 }), resource(2, { quantity: 0 })] }),
    );
    const [first, second] = itemsOf('Available Resources');
    expect(within(first!).getByText('Arabic Quran 1')).toBeTruthy();
    expect(within(first!).getByText('Quantity: 12')).toBeTruthy();
    expect(within(second!).getByText('Quantity: 0')).toBeTruthy();
  });

  it("says 'Failed to load dashboard data' with Retry, which asks again", async () => {
    let attempts = 0;
    stubGraphqlServer({
      ...answers(),
      MyVolunteerDashboard: () =>
        ++attempts === 1
          ? { errors: [{ message: 'Database unavailable', extensions: { code: 'INTERNAL' } }] }
          : { data: { myVolunteerDashboard: STATS } },
    });
    const { user } = renderWithProviders(<VolunteerDashboard volunteerId={VOLUNTEER_ID} />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load dashboard data');
    expect(screen.queryByRole('list', { name: 'Your figures' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('list', { name: 'Your figures' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts).toBe(2);
  });
});
