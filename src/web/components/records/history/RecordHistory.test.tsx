import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../../tests/support/render';
import type { AuditEntry } from './history.api';
import { RecordHistory } from './RecordHistory';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  occurredAt: '2026-11-20T10:00:00.000Z',
  actorName: 'Amina Khan',
  actorEmail: 'amina@example.org',
  recordType: 'Client',
  recordId: 'client-1',
  recordLabel: 'Yusuf [C-00001]',
  action: 'CREATE',
  changes: [],
  references: [],
  ...overrides,
});

describe('RecordHistory', () => {
  it('names the contact logs among a client’s entries, and not the client’s own', async () => {
    const server = stubGraphqlServer({
      RecordHistory: () => ({
        data: {
          recordHistory: {
            items: [
              entry({
                id: '3',
                recordType: 'ContactLog',
                recordId: 'log-1',
                recordLabel: 'Visit, 2026-11-20',
              }),
              entry({ id: '2', action: 'UPDATE' }),
              entry({ id: '1' }),
            ],
            nextToken: null,
          },
        },
      }),
    });
    renderWithProviders(<RecordHistory recordType="Client" recordId="client-1" />);
    const items = within(await screen.findByRole('list', { name: 'Entries' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Contact log: Visit, 2026-11-20')).toBeTruthy();
    expect(items[1]!.textContent).not.toContain('Contact log');
    expect(items[2]!.textContent).not.toContain('Yusuf');
    expect(server.calls('RecordHistory')[0]).toMatchObject({
      recordType: 'Client',
      recordId: 'client-1',
    });
  });
});
