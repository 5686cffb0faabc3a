import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../tests/support/render';
import type { Volunteer } from '../api/volunteer.api';
import { VolunteerForm } from './VolunteerForm';

const YUSUF: Volunteer = {
  id: 'volunteer-1',
  firstName: 'Yusuf',
  lastName: 'Ali',
  email: 'yusuf.ali@example.org',
  contactNumber: '+44 161 496 0321',
  gender: 'MALE',
  status: 'ON_LEAVE',
  languages: ['Arabic', 'English'],
  specializations: ['Mentoring'],
  availability: ['Saturdays'],
  credentials: [],
  totalVolunteerHours: 42,
  dateJoined: '2023-09-10',
  notes: null,
  version: 7,
};

const REQUIRED_MESSAGES = {
  'First Name': 'First name is required',
  'Last Name': 'Last name is required',
  Email: 'Email is required',
  'Contact Number': 'Contact number is required',
};

/** The fields the form shows, as the update sends them: nothing else (no email, no clearance). */
const FORM_FIELDS = [
  'firstName',
  'lastName',
  'contactNumber',
  'gender',
  'status',
  'dateJoined',
  'languages',
  'specializations',
  'availability',
  'credentials',
  'totalVolunteerHours',
  'notes',
];

/**
 * A field by its label; required labels end in an asterisk, which is not part of the name.
 * (The Select's option list is labelled by the label too, hence the selector.)
 */
function field(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input, textarea' });
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
  return [...dialog.querySelectorAll('.mantine-InputWrapper-error')].map(
    (error) => error.textContent ?? '',
  );
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

async function renderForm(volunteer: Volunteer | null) {
  const onClose = vi.fn();
  const onReload = vi.fn();
  const rendered = renderWithProviders(
    <VolunteerForm volunteer={volunteer} onClose={onClose} onReload={onReload} />,
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

async function fillRequired(user: User) {
  await fill(user, 'First Name', 'Sam');
  await fill(user, 'Last Name', 'Okafor');
  await fill(user, 'Email', 'sam.okafor@example.org');
  await fill(user, 'Contact Number', '07700 900123');
}

describe('VolunteerForm', () => {
  beforeEach(() => {
    // Only Date: "today" is fixed, timers (and so user-event) run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds a new volunteer: Active, Male and joined today by default', async () => {
    const { dialog } = await renderForm(null);

    expect(screen.getByRole('dialog', { name: 'Add New Volunteer' })).toBe(dialog);
    expect(field('Status').value).toBe('Active');
    expect(field('Gender').value).toBe('Male');
    expect(field('Date Joined').value).toBe('2026-03-15');
    expect(field('Volunteer Hours').value).toBe('0');
    expect(field('Email').disabled).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Create Volunteer' })).toBeTruthy();
  });

  it('offers Pending Clearance among the statuses', async () => {
    const { user } = await renderForm(null);

    await user.click(field('Status'));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Active', 'Inactive', 'On Leave', 'Pending Clearance']);
  });

  it('shows exactly the required-field messages, each on its field, when submitted empty', async () => {
    const { fetchMock } = stubFetch();
    const { user, dialog } = await renderForm(null);

    await user.click(within(dialog).getByRole('button', { name: 'Create Volunteer' }));

    for (const [label, message] of Object.entries(REQUIRED_MESSAGES)) {
      const input = field(label);
      expect(input.getAttribute('aria-invalid'), label).toBe('true');
      expect(descriptionOf(input), label).toContain(message);
    }
    expect(dialog.querySelectorAll('[aria-invalid="true"]')).toHaveLength(4);
    expect(shownErrors(dialog).sort()).toEqual(Object.values(REQUIRED_MESSAGES).sort());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses hours that are not a whole number', async () => {
    const { fetchMock } = stubFetch();
    const { user, dialog } = await renderForm(null);
    await fillRequired(user);
    await fill(user, 'Volunteer Hours', '2.5');

    await user.click(within(dialog).getByRole('button', { name: 'Create Volunteer' }));

    const hours = field('Volunteer Hours');
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(hours)).toContain('Volunteer hours must be a whole number');
    expect(shownErrors(dialog)).toEqual(['Volunteer hours must be a whole number']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends comma-separated text as lists, blank items dropped', async () => {
    const { fetchMock, sentBody, answer } = stubFetch();
    const { user, dialog, onClose } = await renderForm(null);
    await fillRequired(user);
    await fill(user, 'Languages', 'Arabic, English ,, Somali');
    await fill(user, 'Expertise', ' Mentoring ,Housing advice');
    await fill(user, 'Availability', 'Monday evenings, Saturdays,');
    await fill(user, 'Volunteer Hours', '12');

    await user.click(within(dialog).getByRole('button', { name: 'Create Volunteer' }));
    await answer({ data: { createVolunteer: { ...YUSUF, id: 'volunteer-2' } } });

    expect(fetchMock).toHaveBeenCalledOnce();
    expect(sentBody().query).toContain('mutation CreateVolunteer');
    const { input } = sentBody().variables;
    expect(input).toMatchObject({
      firstName: 'Sam',
      lastName: 'Okafor',
      email: 'sam.okafor@example.org',
      contactNumber: '07700 900123',
      gender: 'MALE',
      status: 'ACTIVE',
      dateJoined: '2026-03-15',
      languages: ['Arabic', 'English', 'Somali'],
      specializations: ['Mentoring', 'Housing advice'],
      availability: ['Monday evenings', 'Saturdays'],
      credentials: [],
      totalVolunteerHours: 12,
      notes: null,
    });
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText('Volunteer created')).toBeTruthy();
  });

  it('edits a volunteer: the e-mail is locked and only the form’s fields are sent', async () => {
    const { sentBody, answer } = stubFetch();
    const { user, dialog, onClose } = await renderForm(YUSUF);

    expect(screen.getByRole('dialog', { name: 'Edit Volunteer' })).toBe(dialog);
    const email = field('Email');
    expect(email.value).toBe('yusuf.ali@example.org');
    expect(email.disabled).toBe(true);
    expect(descriptionOf(email)).toBe('The e-mail cannot be changed');
    expect(field('Status').value).toBe('On Leave');
    expect(field('Languages').value).toBe('Arabic, English');
    expect(field('Volunteer Hours').value).toBe('42');

    await fill(user, 'Languages', 'Arabic, English, Urdu');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await answer({ data: { updateVolunteer: { ...YUSUF, version: 8 } } });

    expect(sentBody().query).toContain('mutation UpdateVolunteer');
    const { input } = sentBody().variables;
    expect(Object.keys(input).sort()).toEqual([...FORM_FIELDS, 'id', 'expectedVersion'].sort());
    expect(input).toEqual({
      id: 'volunteer-1',
      expectedVersion: 7,
      firstName: 'Yusuf',
      lastName: 'Ali',
      contactNumber: '+44 161 496 0321',
      gender: 'MALE',
      status: 'ON_LEAVE',
      dateJoined: '2023-09-10',
      languages: ['Arabic', 'English', 'Urdu'],
      specializations: ['Mentoring'],
      availability: ['Saturdays'],
      credentials: [],
      totalVolunteerHours: 42,
      notes: null,
    });
    for (const hidden of [
      'email',
      'clearanceStatus',
      'trainingCompleted',
      'backgroundCheckStatus',
      'assignedFacility',
    ]) {
      expect(input, hidden).not.toHaveProperty(hidden);
    }
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText('Volunteer updated')).toBeTruthy();
  });
});
