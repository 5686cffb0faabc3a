import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../tests/support/render';
import type { VolunteerName } from '../../volunteer/api/volunteer.api';
import type { IncidentReport } from '../api/incident.api';
import { IncidentForm } from './IncidentForm';

const FACILITIES = [
  { id: 'facility-1', name: 'HMP Manchester' },
  { id: 'facility-2', name: 'HMP Leeds' },
];

const VOLUNTEERS: VolunteerName[] = [
  { id: 'volunteer-1', firstName: 'Yusuf', lastName: 'Ali', status: 'ACTIVE' },
  { id: 'volunteer-2', firstName: 'Maryam', lastName: 'Khan', status: 'ACTIVE' },
  { id: 'volunteer-3', firstName: 'Ibrahim', lastName: 'Musa', status: 'INACTIVE' },
];
const ALL_NAMES = ['Yusuf Ali', 'Maryam Khan', 'Ibrahim Musa'];

const DISRUPTION: IncidentReport = {
  id: 'incident-1',
  reporterId: 'volunteer-1',
  facilityId: 'facility-1',
  date: '2026-03-02',
  time: '14:15',
  location: 'Chapel',
  type: 'PROGRAM_DISRUPTION',
  description: 'Session interrupted by a lockdown.',
  involvedInmates: ['A. Smith'],
  witnessVolunteers: ['volunteer-2'],
  reportedToFacility: true,
  facilityResponseRequired: false,
  facilityResponse: null,
  status: 'UNDER_REVIEW',
  resolutionNotes: 'Chaplaincy informed.',
  followUpNeeded: true,
  followUpDate: '2026-04-01',
  version: 2,
};

/** Spec §5.6: what an empty new report shows (type and date have defaults). */
const REQUIRED_MESSAGES = {
  Reporter: 'Reporter is required',
  Facility: 'Facility is required',
  Time: 'Time is required',
  Location: 'Location is required',
  Description: 'Description is required',
};

/** Shown only when editing (spec §2.8). */
const EDIT_ONLY_FIELDS = ['Status', 'Resolution Notes', 'Follow-up needed', 'Follow-up Date'];
const NOT_SENT_ON_CREATE = ['status', 'resolutionNotes', 'followUpNeeded', 'followUpDate'];

const FOLLOW_UP_DATE_REQUIRED = 'Follow-up date is required when follow-up is needed';

/**
 * A field by its label; required labels end in an asterisk, which is not part of the name.
 * (The Select's option list is labelled by the label too, hence the selector.)
 */
function field(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input, textarea' });
}

/** The labels of the fields the dialog shows, without the asterisks. */
function labelsShown(dialog: HTMLElement): string[] {
  return [...dialog.querySelectorAll('label')].map((label) =>
    (label.textContent ?? '').replace(/\s*\*$/, '').trim(),
  );
}

/** The texts the field's aria-describedby points at: its description and its error. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

function shownErrors(dialog: HTMLElement): string[] {
  return [...dialog.querySelectorAll('.mantine-InputWrapper-error, .mantine-Checkbox-error')]
    .map((error) => error.textContent ?? '')
    .sort();
}

function expectErrorsOnFields(messages: Record<string, string>) {
  for (const [label, message] of Object.entries(messages)) {
    const input = field(label);
    expect(input.getAttribute('aria-invalid'), label).toBe('true');
    expect(descriptionOf(input), label).toContain(message);
  }
}

function graphqlResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/graphql-response+json' },
  });
}

/** fetch, replaced at the network boundary: each call waits until the test answers it. */
function stubFetch() {
  const answers: ((response: Response) => void)[] = [];
  const fetchMock = vi.fn(
    (_url: string, _init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        answers.push(resolve);
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const sentBody = (call = 0) =>
    JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as {
      query: string;
      variables: { input: Record<string, unknown> };
    };
  const answer = async (body: unknown) => {
    await waitFor(() => expect(answers.length).toBeGreaterThan(0));
    await act(async () => answers.shift()?.(graphqlResponse(body)));
  };
  return { fetchMock, sentBody, answer };
}

async function renderForm(report: IncidentReport | null) {
  const onClose = vi.fn();
  const onReload = vi.fn();
  const rendered = renderWithProviders(
    <IncidentForm
      report={report}
      facilities={FACILITIES}
      volunteers={VOLUNTEERS}
      onClose={onClose}
      onReload={onReload}
    />,
  );
  const dialog = screen.getByRole('dialog');
  // The dialog takes focus just after it opens; wait, or it would take it from a field.
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return { ...rendered, onClose, onReload, dialog };
}

type User = Awaited<ReturnType<typeof renderForm>>['user'];

/** Replaces a field's text as one paste: typing key by key re-renders the form each time. */
async function fill(user: User, label: string, text: string) {
  const input = field(label);
  if (input.value === '') await user.click(input);
  else await user.clear(input);
  await user.paste(text);
}

/** Opens a Select and picks one of its options. */
async function choose(user: User, label: string, option: string) {
  const input = field(label);
  await user.click(input);
  // Only the open Select renders its list.
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
  expect(input.value).toBe(option);
}

/** The names the Witness Volunteers list offers (it is closed again afterwards). */
async function witnessOptions(user: User): Promise<string[]> {
  await user.click(field('Witness Volunteers'));
  const names = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}

/** Picks witnesses from the multi-select, then closes its list. */
async function pickWitnesses(user: User, names: string[]) {
  await user.click(field('Witness Volunteers'));
  for (const name of names) {
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
  }
  await user.keyboard('{Escape}');
}

/** The witnesses chosen, as the multi-select's pills show them. */
function witnessPills(dialog: HTMLElement): string[] {
  return [...dialog.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent ?? '');
}

async function fillRequired(user: User) {
  await choose(user, 'Facility', 'HMP Leeds');
  await fill(user, 'Time', '09:45');
  await fill(user, 'Location', 'Wing B');
  await fill(user, 'Description', 'A volunteer was refused entry.');
}

const fileButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'File Report' });
const saveButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Save Changes' });

describe('IncidentForm', () => {
  beforeEach(() => {
    // Only Date: "today" is fixed, timers (and so user-event) run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows exactly the required messages when a new report is submitted empty', async () => {
    const { fetchMock } = stubFetch();
    const { user, dialog } = await renderForm(null);

    expect(screen.getByRole('dialog', { name: 'New Incident Report' })).toBe(dialog);
    expect(field('Incident Type').value).toBe('Security');
    expect(field('Date').value).toBe('2026-03-15');

    await user.click(fileButton(dialog));

    expectErrorsOnFields(REQUIRED_MESSAGES);
    expect(shownErrors(dialog)).toEqual(Object.values(REQUIRED_MESSAGES).sort());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves the reporter out of the witnesses, and drops a witness chosen as reporter', async () => {
    const { sentBody, answer } = stubFetch();
    const { user, dialog, onClose } = await renderForm(null);
    expect(await witnessOptions(user)).toEqual(ALL_NAMES);

    await choose(user, 'Reporter', 'Yusuf Ali');
    expect(await witnessOptions(user)).toEqual(['Maryam Khan', 'Ibrahim Musa']);

    await pickWitnesses(user, ['Maryam Khan', 'Ibrahim Musa']);
    expect(witnessPills(dialog)).toEqual(['Maryam Khan', 'Ibrahim Musa']);

    // A witness made reporter is no longer a witness, nor offered as one.
    await choose(user, 'Reporter', 'Maryam Khan');
    expect(witnessPills(dialog)).toEqual(['Ibrahim Musa']);
    expect(await witnessOptions(user)).toEqual(['Yusuf Ali', 'Ibrahim Musa']);

    await fillRequired(user);
    await user.click(fileButton(dialog));
    await answer({ data: { createIncidentReport: { ...DISRUPTION, id: 'incident-2' } } });

    expect(sentBody().variables.input).toMatchObject({
      reporterId: 'volunteer-2',
      witnessVolunteers: ['volunteer-3'],
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('files a report without status, resolution or follow-up; inmates are trimmed', async () => {
    const { fetchMock, sentBody, answer } = stubFetch();
    const { user, dialog, onClose } = await renderForm(null);
    const labels = labelsShown(dialog);
    for (const label of EDIT_ONLY_FIELDS) expect(labels, label).not.toContain(label);

    await choose(user, 'Reporter', 'Yusuf Ali');
    await fillRequired(user);
    await choose(user, 'Incident Type', 'Medical');
    await fill(user, 'Involved Inmates', 'A. Smith, , B. Jones ');
    await user.click(field('Reported to facility'));
    await user.click(fileButton(dialog));
    await answer({ data: { createIncidentReport: { ...DISRUPTION, id: 'incident-2' } } });

    expect(fetchMock).toHaveBeenCalledOnce();
    expect(sentBody().query).toContain('mutation CreateIncidentReport');
    const { input } = sentBody().variables;
    expect(input).toEqual({
      reporterId: 'volunteer-1',
      facilityId: 'facility-2',
      date: '2026-03-15',
      time: '09:45',
      location: 'Wing B',
      type: 'MEDICAL',
      description: 'A volunteer was refused entry.',
      involvedInmates: ['A. Smith', 'B. Jones'],
      witnessVolunteers: [],
      reportedToFacility: true,
      facilityResponseRequired: false,
      facilityResponse: null,
    });
    for (const key of NOT_SENT_ON_CREATE) expect(input, key).not.toHaveProperty(key);
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText('Incident report filed')).toBeTruthy();
  });

  it('edits a report: status, resolution notes and follow-up, its date only when ticked', async () => {
    const { user, dialog } = await renderForm(DISRUPTION);

    expect(screen.getByRole('dialog', { name: 'Edit Incident Report' })).toBe(dialog);
    expect(field('Status').value).toBe('Under Review');
    expect(field('Resolution Notes').value).toBe('Chaplaincy informed.');
    expect(field('Follow-up needed').checked).toBe(true);
    expect(field('Follow-up Date').value).toBe('2026-04-01');
    expect(witnessPills(dialog)).toEqual(['Maryam Khan']);

    await user.click(field('Follow-up needed'));
    expect(labelsShown(dialog)).not.toContain('Follow-up Date');

    await user.click(field('Follow-up needed'));
    expect(field('Follow-up Date').value).toBe('2026-04-01');
  });

  it('asks for a follow-up date when follow-up is ticked, and sends nothing', async () => {
    const { fetchMock } = stubFetch();
    const { user, dialog } = await renderForm({
      ...DISRUPTION,
      followUpNeeded: false,
      followUpDate: null,
    });
    expect(labelsShown(dialog)).not.toContain('Follow-up Date');

    await user.click(field('Follow-up needed'));
    expect(field('Follow-up Date').value).toBe('');
    await user.click(saveButton(dialog));

    expectErrorsOnFields({ 'Follow-up Date': FOLLOW_UP_DATE_REQUIRED });
    expect(shownErrors(dialog)).toEqual([FOLLOW_UP_DATE_REQUIRED]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a null follow-up date once follow-up is unticked, though one was stored', async () => {
    const { sentBody, answer } = stubFetch();
    const { user, dialog, onClose } = await renderForm(DISRUPTION);
    await user.click(field('Follow-up needed'));
    await choose(user, 'Status', 'Resolved');

    await user.click(saveButton(dialog));
    await answer({ data: { updateIncidentReport: { ...DISRUPTION, version: 3 } } });

    expect(sentBody().query).toContain('mutation UpdateIncidentReport');
    const { input } = sentBody().variables;
    expect(input).toMatchObject({
      id: 'incident-1',
      expectedVersion: 2,
      status: 'RESOLVED',
      resolutionNotes: 'Chaplaincy informed.',
      followUpNeeded: false,
      followUpDate: null,
      witnessVolunteers: ['volunteer-2'],
      involvedInmates: ['A. Smith'],
    });
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText('Incident report updated')).toBeTruthy();
  });
});
