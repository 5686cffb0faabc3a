import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchAnsweredByTest } from '../../../../../tests/support/fetch-stub';
import { useFixedToday } from '../../../../../tests/support/fixed-today';
import { fill } from '../../../../../tests/support/form-actions';
import {
  descriptionOf,
  field,
  invalidFieldCount,
  shownErrors,
} from '../../../../../tests/support/form-queries';
import { renderFormDialog } from '../../../../../tests/support/render';
import { expectOnlyErrors } from '../../../../../tests/support/web/form-errors';
import type { Volunteer } from '../api/volunteer.api';
import { volunteerRecord } from '../../../../../tests/support/volunteer-record';
import { VolunteerForm } from './VolunteerForm';

const YUSUF = volunteerRecord();

const REQUIRED_MESSAGES = {
  'First Name': 'First name is required',
  'Last Name': 'Last name is required',
  Email: 'Email is required',
  'Contact Number': 'Contact number is required',
};

/**
 * The fields the form shows, as the update sends them: nothing else (no email, no single
 * clearance of product.md §3.2, no assigned facility).
 */
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
  'backgroundCheckStatus',
  'backgroundCheckDate',
  'trainingCompleted',
  'trainingCompletionDate',
];

const renderForm = (volunteer: Volunteer | null) =>
  renderFormDialog((callbacks) => <VolunteerForm volunteer={volunteer} {...callbacks} />);

type User = Awaited<ReturnType<typeof renderForm>>['user'];

async function fillRequired(user: User) {
  await fill(user, 'First Name', 'Sam');
  await fill(user, 'Last Name', 'Okafor');
  await fill(user, 'Email', 'sam.okafor@example.org');
  await fill(user, 'Contact Number', '07700 900123');
}

describe('VolunteerForm', () => {
  useFixedToday(new Date(2026, 2, 15, 10, 0));

  it('adds a new volunteer: Active, Male and joined today by default', async () => {
    const { dialog } = await renderForm(null);

    expect(screen.getByRole('dialog', { name: 'Add New Volunteer' })).toBe(dialog);
    expect(field('Status').value).toBe('Active');
    expect(field('Gender').value).toBe('Male');
    expect(field('Date Joined').value).toBe('2026-03-15');
    expect(field('Hours Carried From Before').value).toBe('0');
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
    const { fetchMock } = stubFetchAnsweredByTest();
    const { user, dialog } = await renderForm(null);

    await user.click(within(dialog).getByRole('button', { name: 'Create Volunteer' }));

    expectOnlyErrors(dialog, REQUIRED_MESSAGES);
    expect(invalidFieldCount(dialog)).toBe(4);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses hours that are not a whole number', async () => {
    const { fetchMock } = stubFetchAnsweredByTest();
    const { user, dialog } = await renderForm(null);
    await fillRequired(user);
    await fill(user, 'Hours Carried From Before', '2.5');

    await user.click(within(dialog).getByRole('button', { name: 'Create Volunteer' }));

    const hours = field('Hours Carried From Before');
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(hours)).toContain('Volunteer hours must be a whole number');
    expect(shownErrors(dialog)).toEqual(['Volunteer hours must be a whole number']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends comma-separated text as lists, blank items dropped', async () => {
    const { fetchMock, sentBody, answer } = stubFetchAnsweredByTest();
    const { user, dialog, onClose } = await renderForm(null);
    await fillRequired(user);
    await fill(user, 'Languages', 'Arabic, English ,, Somali');
    await fill(user, 'Expertise', ' Mentoring ,Housing advice');
    await fill(user, 'Availability', 'Monday evenings, Saturdays,');
    await fill(user, 'Hours Carried From Before', '12');

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
    const { sentBody, answer } = stubFetchAnsweredByTest();
    const { user, dialog, onClose } = await renderForm(YUSUF);

    expect(screen.getByRole('dialog', { name: 'Edit Volunteer' })).toBe(dialog);
    const email = field('Email');
    expect(email.value).toBe('yusuf.ali@example.org');
    expect(email.disabled).toBe(true);
    expect(descriptionOf(email)).toBe('The e-mail cannot be changed');
    expect(field('Status').value).toBe('On Leave');
    expect(field('Languages').value).toBe('Arabic, English');
    expect(field('Hours Carried From Before').value).toBe('42');

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
      backgroundCheckStatus: 'PASSED',
      backgroundCheckDate: '2023-08-01',
      trainingCompleted: true,
      trainingCompletionDate: '2023-09-01',
    });
    for (const hidden of ['email', 'clearanceStatus', 'clearanceExpiration', 'assignedFacility']) {
      expect(input, hidden).not.toHaveProperty(hidden);
    }
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText('Volunteer updated')).toBeTruthy();
  });
});
