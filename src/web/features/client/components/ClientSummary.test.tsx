import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientRecord } from '../../../../../tests/support/client-record';
import { renderWithProviders } from '../../../../../tests/support/render';
import { ClientSummary } from './ClientSummary';

const TODAY = '2026-03-15';
// The names the server gives beside the ids (decision 055).
const named = { facilityName: 'HMP Leeds', assignedVolunteerName: 'Amina Khan' };

function summaryText(client: ReturnType<typeof clientRecord>) {
  const { unmount } = renderWithProviders(
    <p data-testid="summary">
      <ClientSummary client={client} today={TODAY} />
    </p>,
  );
  const text = screen.getByTestId('summary').textContent;
  unmount();
  return text;
}

describe('ClientSummary: what a caseworker scans for without opening the client', () => {
  it('shows the id, full name, facility, volunteer, an overdue follow-up and a release soon', () => {
    const text = summaryText(
      clientRecord({ ...named, followUpDate: '2026-03-14', releaseDate: '2026-06-01' }),
    );
    expect(text).toBe(
      'C-00012·Ibrahim Musa·HMP Leeds·Volunteer: Amina Khan·Follow-up Sat, Mar 14, 2026 (overdue)·Release Mon, Jun 1, 2026',
    );
  });

  it('gives the inmate number and housing unit beside the facility (decision 097)', () => {
    const text = summaryText(
      clientRecord({ ...named, followUpDate: null, inmateNumber: 'A-500', housingUnit: 'C2' }),
    );
    expect(text).toBe('C-00012·Ibrahim Musa·HMP Leeds (No. A-500, Unit C2)·Volunteer: Amina Khan');
  });

  it("says Community and No volunteer, and leaves out a follow-up ahead's mark and a release far off", () => {
    const text = summaryText(
      clientRecord({
        incarcerated: false,
        facilityId: null,
        facilityName: null,
        assignedVolunteerId: null,
        assignedVolunteerName: null,
        followUpDate: '2026-03-15',
        releaseDate: '2026-06-14',
      }),
    );
    expect(text).toBe('C-00012·Ibrahim Musa·Community·No volunteer·Follow-up Sun, Mar 15, 2026');
  });

  it('says in red when the client has not consented to be served', () => {
    renderWithProviders(
      <p data-testid="summary">
        <ClientSummary client={clientRecord({ ...named, consentGiven: false })} today={TODAY} />
      </p>,
    );
    expect(screen.getByTestId('summary').textContent).toBe(
      'C-00012·No consent to be served·Ibrahim Musa·HMP Leeds·Volunteer: Amina Khan·Follow-up Sun, Mar 15, 2026',
    );
    expect(screen.getByText('No consent to be served').getAttribute('style')).toContain('red-9');
  });

  it('does not show a release more than 90 days ahead for someone in custody', () => {
    expect(
      summaryText(clientRecord({ ...named, followUpDate: null, releaseDate: '2026-06-14' })),
    ).toBe('C-00012·Ibrahim Musa·HMP Leeds·Volunteer: Amina Khan');
  });

  it('after release, shows the plan and the check-ins due in one line', () => {
    const released = {
      incarcerated: false,
      facilityId: null,
      facilityName: null,
      followUpDate: null,
      releaseDate: '2026-01-10',
      assignedVolunteerName: 'Amina Khan',
    };
    expect(
      summaryText(
        clientRecord({
          ...released,
          reentryReadiness: { due: 3, done: 2, overdue: 1, steps: 7 },
          checkInsDue: 1,
        }),
      ),
    ).toBe(
      'C-00012·Ibrahim Musa·Community·Volunteer: Amina Khan·Plan: 2 of 3 due done · 1 overdue · 1 check-in due',
    );
    expect(summaryText(clientRecord({ ...released, checkInsDue: 2 }))).toBe(
      'C-00012·Ibrahim Musa·Community·Volunteer: Amina Khan·Plan: No plan · 2 check-ins due',
    );
  });

  it('says what a plan with nothing due yet waits for, never "0 of 0 due done"', () => {
    const backInCustody = {
      incarcerated: true,
      facilityId: 'f1',
      facilityName: 'Eastgate Jail',
      followUpDate: null,
      releaseDate: null,
      assignedVolunteerName: 'Amina Khan',
      reentryReadiness: { due: 0, done: 0, overdue: 0, steps: 7 },
    };
    expect(summaryText(clientRecord(backInCustody))).toBe(
      'C-00012·Ibrahim Musa·Eastgate Jail·Volunteer: Amina Khan·Plan: 7 steps, waiting for a release date',
    );
    expect(
      summaryText(
        clientRecord({
          ...backInCustody,
          releaseDate: '2027-06-14',
          reentryReadiness: { due: 0, done: 0, overdue: 0, steps: 1 },
        }),
      ),
    ).toBe('C-00012·Ibrahim Musa·Eastgate Jail·Volunteer: Amina Khan·Plan: 1 step, none due yet');
  });
});
