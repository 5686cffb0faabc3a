import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientRecord } from '../../../../../tests/support/client-record';
import { useFixedToday } from '../../../../../tests/support/fixed-today';
import { choose, fill, recordConsentDecision } from '../../../../../tests/support/form-actions';
import { field, focusedDialog } from '../../../../../tests/support/form-queries';
import { renderWithProviders } from '../../../../../tests/support/render';
import type { Client } from '../../client/api/client.api';
import type { ContactLog } from '../../client/api/contact-log.api';
import { UNTOUCHED_CONTACT } from '../../client/components/ContactLogSection';
import { MY_ID, stubSignedInVolunteer } from '../../../../../tests/support/signed-in-volunteer';
import { VolunteerContactsPage } from './VolunteerContactsPage';

const client = (overrides: Partial<Client>): Client =>
  clientRecord({ assignedVolunteerId: MY_ID, facilityName: 'HMP Leeds', ...overrides });

// Today is 2026-03-15 (useFixedToday below).
const DUE_TODAY = client({});
const OVERDUE = client({
  id: 'client-2',
  clientId: 'C-00020',
  preferredName: 'Bilal',
  incarcerated: false,
  facilityId: null,
  facilityName: null,
  currentAddress: '12 Park Road, Leeds',
  followUpDate: '2026-03-01',
});
const LATER = client({
  id: 'client-3',
  clientId: 'C-00031',
  preferredName: 'Dawud',
  followUpDate: '2026-04-02',
});
const NONE = client({
  id: 'client-4',
  clientId: 'C-00044',
  preferredName: 'Harun',
  followUpDate: null,
});

const LOGS: ContactLog[] = [
  {
    id: 'log-1',
    clientId: 'client-1',
    volunteerId: MY_ID,
    volunteerName: 'Yusuf Ali',
    date: '2026-03-01',
    kind: 'VISIT',
    notes: 'Talked about release plans.',
    version: 1,
  },
  {
    id: 'log-2',
    clientId: 'client-1',
    volunteerId: 'admin-1',
    volunteerName: 'Sara Coordinator',
    date: '2026-02-10',
    kind: 'LETTER',
    notes: null,
    version: 1,
  },
];

const clients = (items: Client[]) => () => ({
  data: { listClients: { items, nextToken: null } },
});
// The server sends the oldest first; the section shows the newest first.
const logs = (items: ContactLog[]) => () => ({
  data: { listContactLogs: { items: [...items].reverse(), nextToken: null } },
});

const cardOf = (name: string) => screen.findByRole('article', { name });

describe('VolunteerContactsPage (product.md §12 "Contacts")', () => {
  useFixedToday(new Date(2026, 2, 15, 10, 0));

  it('lists the clients assigned to the volunteer, marking follow-ups due today or earlier', async () => {
    const server = stubSignedInVolunteer({
      ListClients: clients([DUE_TODAY, OVERDUE, LATER, NONE]),
    });
    renderWithProviders(<VolunteerContactsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contacts' })).toBeTruthy();

    const today = await cardOf('Ibrahim');
    expect(within(today).getByText('Follow-up due')).toBeTruthy();
    expect(today.textContent).toContain('C-00012');
    expect(today.textContent).toContain('HMP Leeds');
    expect(today.textContent).toContain('Follow-up DateSun, Mar 15, 2026');

    const overdue = await cardOf('Bilal');
    expect(within(overdue).getByText('Follow-up due')).toBeTruthy();
    expect(overdue.textContent).toContain('Community');
    expect(overdue.textContent).toContain('12 Park Road, Leeds');

    const later = await cardOf('Dawud');
    expect(within(later).queryByText('Follow-up due')).toBeNull();
    expect(later.textContent).toContain('Follow-up DateThu, Apr 2, 2026');
    const none = await cardOf('Harun');
    expect(within(none).queryByText('Follow-up due')).toBeNull();
    expect(none.textContent).toContain('Follow-up DateNone set');

    expect(server.calls('ListClients')[0]).toMatchObject({
      filter: { assignedVolunteerId: { eq: MY_ID } },
    });
  });

  it('narrows them to who of theirs is released within 30, 60 or 90 days', async () => {
    const server = stubSignedInVolunteer({ ListClients: clients([DUE_TODAY]) });
    const { user } = renderWithProviders(<VolunteerContactsPage />);
    await cardOf('Ibrahim');
    await choose(user, 'Released within', '60 days');
    await waitFor(() =>
      expect(server.calls('ListClients').at(-1)).toMatchObject({
        filter: {
          assignedVolunteerId: { eq: MY_ID },
          releaseDate: { ge: '2026-03-15', le: '2026-05-14' },
        },
      }),
    );
  });

  it('says so when no client is assigned', async () => {
    stubSignedInVolunteer({ ListClients: clients([]) });
    renderWithProviders(<VolunteerContactsPage />);
    expect(await screen.findByText('No clients are assigned to you yet.')).toBeTruthy();
  });

  it('opens the contact log and adds a call', async () => {
    const server = stubSignedInVolunteer({
      ListClients: clients([DUE_TODAY]),
      ListContactLogs: logs(LOGS),
      CreateContactLog: (variables) => ({
        data: {
          createContactLog: {
            id: 'log-3',
            volunteerId: MY_ID,
            version: 1,
            ...(variables.input as object),
          },
        },
      }),
    });
    const { user } = renderWithProviders(<VolunteerContactsPage />);
    const card = await cardOf('Ibrahim');
    const toggle = within(card).getByRole('button', { name: 'Contact log of Ibrahim' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(server.calls('ListContactLogs')).toEqual([]);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const log = within(card).getByRole('region', { name: 'Contact log of Ibrahim' });
    expect(await within(log).findByText('Sun, Mar 1, 2026 · Visit · You')).toBeTruthy();
    expect(within(log).getByText('Tue, Feb 10, 2026 · Letter · Another team member')).toBeTruthy();
    expect(server.calls('ListContactLogs')[0]).toMatchObject({ clientId: 'client-1' });

    expect(field('Contact Date').value).toBe('2026-03-15');
    // Untouched, the form is no contact: it says what to fill in and saves nothing.
    await user.click(within(log).getByRole('button', { name: 'Add Contact' }));
    expect(await within(log).findByText(UNTOUCHED_CONTACT)).toBeTruthy();
    expect(server.calls('CreateContactLog')).toEqual([]);

    await choose(user, 'Contact Type', 'Call');
    await fill(user, 'Contact Notes', 'Confirmed the visit on Friday.');
    await user.click(within(log).getByRole('button', { name: 'Add Contact' }));

    await waitFor(() =>
      expect(server.calls('CreateContactLog')).toEqual([
        {
          input: {
            clientId: 'client-1',
            date: '2026-03-15',
            kind: 'CALL',
            notes: 'Confirmed the visit on Friday.',
          },
        },
      ]),
    );
    await waitFor(() => expect(field('Contact Notes').value).toBe(''));
    // Pressed again, the emptied form adds nothing a second time.
    await user.click(within(log).getByRole('button', { name: 'Add Contact' }));
    expect(await within(log).findByText(UNTOUCHED_CONTACT)).toBeTruthy();
    expect(server.calls('CreateContactLog')).toHaveLength(1);
  });

  it('changes the follow-up date, sending only that date', async () => {
    const server = stubSignedInVolunteer({
      ListClients: clients([DUE_TODAY]),
      UpdateClient: (variables) => ({
        data: { updateClient: { ...DUE_TODAY, ...(variables.input as object), version: 5 } },
      }),
    });
    const { user } = renderWithProviders(<VolunteerContactsPage />);
    await user.click(
      within(await cardOf('Ibrahim')).getByRole('button', {
        name: 'Change follow-up date of Ibrahim',
      }),
    );
    const dialog = await focusedDialog();
    expect(within(dialog).getByRole('heading', { name: 'Change Follow-up Date' })).toBeTruthy();
    expect(field('Follow-up Date').value).toBe('2026-03-15');
    await fill(user, 'Follow-up Date', '2026-03-29');
    await user.click(within(dialog).getByRole('button', { name: 'Save Date' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('UpdateClient')).toEqual([
      { input: { id: 'client-1', expectedVersion: 4, followUpDate: '2026-03-29' } },
    ]);
    expect(await screen.findByText('Follow-up date saved')).toBeTruthy();
  });

  it("shows the server's message when the date cannot be saved, keeping the dialog open", async () => {
    stubSignedInVolunteer({
      ListClients: clients([DUE_TODAY]),
      UpdateClient: () => ({
        errors: [{ message: 'Client not found', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    const { user } = renderWithProviders(<VolunteerContactsPage />);
    await user.click(
      within(await cardOf('Ibrahim')).getByRole('button', { name: /^Change follow-up date/ }),
    );
    const dialog = await focusedDialog();
    await fill(user, 'Follow-up Date', '2026-03-29');
    await user.click(within(dialog).getByRole('button', { name: 'Save Date' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to submit form.');
    expect(alert.textContent).not.toContain('try again');
    expect(alert.textContent).toContain('Client not found');
  });

  it('opens the consent of a client and records a withdrawal the client gave in person', async () => {
    const server = stubSignedInVolunteer({
      ListClients: clients([DUE_TODAY]),
      ListClientConsents: () => ({ data: { listClientConsents: { items: [] } } }),
      CreateClientConsent: () => ({ data: { createClientConsent: { id: 'consent-1' } } }),
    });
    const { user } = renderWithProviders(<VolunteerContactsPage />);
    const card = await cardOf('Ibrahim');
    const toggle = within(card).getByRole('button', { name: 'Consent of Ibrahim' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const section = within(card).getByRole('region', { name: 'Consent of Ibrahim' });
    await user.click(
      within(section).getByRole('button', { name: 'Record withdrawal: Consent to be served' }),
    );
    await recordConsentDecision(user, 'Ibrahim', 'In Person');
    await waitFor(() => expect(server.calls('CreateClientConsent')).toHaveLength(1));
    expect(server.calls('CreateClientConsent')[0]).toEqual({
      input: expect.objectContaining({
        clientId: 'client-1',
        kind: 'BEING_SERVED',
        decision: 'WITHDRAWN',
        decidedOn: '2026-03-15',
        method: 'IN_PERSON',
      }),
    });
  });
});
