import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../../tests/support/render';
import { AuditEntryItem } from './AuditEntryItem';
import type { AuditEntry } from './history.api';

const entry = (
  changes: AuditEntry['changes'],
  overrides: Partial<AuditEntry> = {},
): AuditEntry => ({
  id: '7',
  occurredAt: '2026-03-01T10:00:00.000Z',
  actorName: 'Amina Khan',
  actorEmail: 'amina@example.org',
  recordType: 'Client',
  recordId: 'c1',
  recordLabel: 'Yusuf [C-00001]',
  action: 'UPDATE',
  changes,
  references: [{ id: 'v-2', name: 'Bilal Ahmed' }],
  ...overrides,
});

function renderEntry(value: AuditEntry) {
  renderWithProviders(
    <ul>
      <AuditEntryItem entry={value} />
    </ul>,
  );
}

describe('AuditEntryItem', () => {
  it('says who changed which fields, in the forms’ words, from what to what', () => {
    renderEntry(
      entry([
        { field: 'assignedVolunteerId', before: 'null', after: '"v-2"', hidden: false },
        { field: 'status', before: '"ACTIVE"', after: '"FOLLOW_UP"', hidden: false },
        { field: 'releaseDate', before: '"2026-05-01"', after: '"2026-06-01"', hidden: false },
        { field: 'consentGiven', before: 'false', after: 'true', hidden: false },
      ]),
    );
    expect(screen.getByText('Updated')).toBeTruthy();
    expect(screen.getByText(/By Amina Khan \(amina@example\.org\)/)).toBeTruthy();
    const changes = within(screen.getByRole('list', { name: 'Changed fields' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual([
      'Assigned Volunteer: (empty) → Bilal Ahmed',
      'Status: Active → Follow Up',
      'Expected Release Date: 2026-05-01 → 2026-06-01',
      'Consent Given: No → Yes',
    ]);
  });

  it("names each field by its record type's label", () => {
    renderEntry(
      entry(
        [
          { field: 'specializations', before: '[]', after: '["Mentoring"]', hidden: false },
          { field: 'createdBy', before: 'null', after: '"v-2"', hidden: false },
        ],
        { recordType: 'Volunteer' },
      ),
    );
    const changes = within(screen.getByRole('list', { name: 'Changed fields' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual([
      'Expertise: (empty) → Mentoring',
      'Created By: (empty) → Bilal Ahmed',
    ]);
  });

  it('lists a secret that changed without its values', () => {
    renderEntry(entry([{ field: 'password', before: null, after: null, hidden: true }]));
    expect(screen.getByText('Password:').parentElement?.textContent).toBe(
      'Password: changed (value not shown)',
    );
  });

  it('shows an opening of a client as a view', () => {
    renderEntry(entry([], { action: 'VIEW' }));
    expect(screen.getByText('Viewed details')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Changed fields' })).toBeNull();
  });

  it('lists what a record was created with, an override reason and who created it by name', () => {
    renderEntry(
      entry(
        [
          { field: 'id', before: 'null', after: '"p-1"', hidden: false },
          { field: 'title', before: 'null', after: '"Friday halaqa"', hidden: false },
          { field: 'volunteerId', before: 'null', after: '"v-2"', hidden: false },
          {
            field: 'clearanceOverrideReason',
            before: 'null',
            after: '"Chaplain vouched for him"',
            hidden: false,
          },
          { field: 'notes', before: 'null', after: 'null', hidden: false },
        ],
        { action: 'CREATE', recordType: 'Program', recordLabel: 'Friday halaqa' },
      ),
    );
    const values = within(screen.getByRole('list', { name: 'Values when created' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(values).toEqual([
      'Title: Friday halaqa',
      'Lead Volunteer: Bilal Ahmed',
      'Clearance Override: Chaplain vouched for him',
    ]);
  });
});
