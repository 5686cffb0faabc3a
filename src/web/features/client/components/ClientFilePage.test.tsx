/**
 * A person's own file (product.md §3.3.5): the page shows every part of what the server sent,
 * each under its heading, and saves the same JSON under the server's file name.
 */
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../../tests/support/render';
import { ClientFilePage } from './ClientFilePage';

const CONTENT = {
  format: 'outreach-dashboard-client-file',
  version: 1,
  generatedAt: '2026-11-29T10:00:00.000Z',
  generatedBy: 'Sara Coordinator <sara@example.org>',
  client: { id: 'client-1', clientId: 'C-00007', preferredName: 'Yusuf', consentGiven: false },
  consents: [
    {
      id: 'consent-1',
      decidedOn: '2026-11-20',
      kind: 'BEING_SERVED',
      decision: 'WITHDRAWN',
      method: 'LETTER',
      notes: 'Letter from the chaplaincy',
    },
  ],
  contactLog: [{ id: 'log-1', date: '2026-11-01', kind: 'VISIT', notes: 'Talked about work' }],
  reentryPlan: [{ id: 'step-1', title: 'ID documents', status: 'DONE', doneOn: '2026-10-02' }],
  checkIns: [],
  papers: [
    {
      id: 'paper-1',
      document: 'BIRTH_CERTIFICATE',
      status: 'IN_HAND',
      keptAt: 'WITH_CLIENT',
      receivedOn: '2026-10-20',
      notes: 'Sent by his aunt',
    },
  ],
  programsAttended: ['Jumah Prayer'],
  history: [
    {
      occurredAt: '2026-11-20T09:00:00.000Z',
      by: 'Sara Coordinator <sara@example.org>',
      action: 'UPDATE',
      recordType: 'Client',
      recordLabel: 'Yusuf [C-00007]',
      changes: [
        { field: 'consentGiven', before: true, after: false },
        { field: 'facilityId', before: null, after: 'facility-1' },
      ],
      references: [{ id: 'facility-1', name: 'Valley Prison' }],
    },
  ],
  accessLog: [
    {
      occurredAt: '2026-11-21T09:00:00.000Z',
      by: 'amina <amina@example.org>',
      action: 'Opened the file',
    },
  ],
};
const JSON_TEXT = JSON.stringify(CONTENT, null, 2);

function renderPage() {
  stubGraphqlServer({
    ClientFile: (variables) => ({
      data: {
        clientFile: { fileName: `client-file-${String(variables.id)}.json`, json: JSON_TEXT },
      },
    }),
  });
  return renderWithProviders(
    <Routes>
      <Route path="/admin/clients/:id/file" element={<ClientFilePage />} />
    </Routes>,
    { path: '/admin/clients/client-1/file' },
  );
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => vi.restoreAllMocks());

describe('ClientFilePage', () => {
  it('shows every part of the file under its heading', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Client file: Yusuf (C-00007)' }),
    ).toBeTruthy();
    expect(screen.getByText(/Taken 2026-11-29 by Sara Coordinator/)).toBeTruthy();
    const record = within(screen.getByRole('region', { name: 'Record' }));
    expect(record.getByRole('row', { name: 'Consent Given No' })).toBeTruthy();
    expect(section('Consent decisions').textContent).toContain('Letter from the chaplaincy');
    expect(section('Contact log').textContent).toContain('Talked about work');
    expect(section('Reentry plan').textContent).toContain('ID documents');
    expect(section('Check-ins after release').textContent).toContain('None.');
    // Worded as the papers' details word them (their declaration's labels and choices).
    expect(section('Papers').textContent).toContain('Where It Is Kept');
    expect(section('Papers').textContent).toContain('Birth certificate');
    expect(section('Papers').textContent).toContain('With the client');
    expect(section('Papers').textContent).toContain('Sent by his aunt');
    expect(section('Programs attended').textContent).toContain('Jumah Prayer');
    // Fields by their labels, the record and the ids it names by name (decision 095).
    const history = section('History').textContent;
    expect(history).toContain('Updated client: Yusuf [C-00007]');
    expect(history).toContain('Consent Given: Yes → No');
    expect(history).toContain('Facility: (empty) → Valley Prison');
    expect(history).not.toContain('facility-1');
    expect(section('Access log').textContent).toContain('Opened the file');
  });

  it('downloads the JSON the server sent, under its name', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:file';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download JSON' }));
    expect(click).toHaveBeenCalledOnce();
    expect(await saved[0]!.text()).toBe(JSON_TEXT);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'client-file-client-1.json',
    );
  });
});
