import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { choose, fill } from '../../../../../tests/support/form-actions';
import { expectErrorsOnFields, field } from '../../../../../tests/support/form-queries';
import { pickerHandlers, TWO_FACILITIES } from '../../../../../tests/support/picker-choices';
import { renderFormDialog } from '../../../../../tests/support/render';
import { expectOnlyErrors } from '../../../../../tests/support/web/form-errors';
import { resourceRecord } from '../../../../../tests/support/web/resource-record';
import type { Resource } from '../api/resource.api';
import { ResourceForm } from './ResourceForm';

const FACILITIES = TWO_FACILITIES;

const QURAN = resourceRecord({
  approvedFacilities: ['facility-1', 'facility-2'],
  approvedFacilityNames: ['HMP Manchester', 'HMP Leeds'],
  timesDistributed: 4,
  lastDistributedDate: '2026-03-01T10:00:00.000Z',
  version: 3,
});

const TYPE_GROUPS = [
  'Religious Materials',
  'Educational Materials',
  'Basic Needs',
  'Support Services',
  'Other',
];

const QURAN_REQUIRED = {
  Title: 'Title is required',
  Description: 'Description is required',
  'Primary Facility': 'Primary facility is required',
  'Approved Facilities': 'Select at least one approved facility',
};
const SERVICE_REQUIRED = {
  'Provider Name': 'Provider name is required for service resources',
  'Contact Information': 'Contact information is required for service resources',
};

const SAVE_FAILED = 'Failed to save resource. Please try again.';
const UPDATE_FAILED = 'Failed to update resource. Please try again.';

const DATABASE_DOWN = {
  errors: [{ message: 'Database unavailable', extensions: { code: 'INTERNAL' } }],
};

/**
 * The server: the facilities (searched by both facility pickers as one types) and its answer to
 * a save; `saved()` gives the inputs sent.
 */
function stubServer(saveAnswer: unknown = DATABASE_DOWN) {
  const server = stubGraphqlServer({
    ...pickerHandlers({ facilities: FACILITIES }),
    CreateResource: () => saveAnswer,
    UpdateResource: () => saveAnswer,
  });
  return {
    saved: () => [...server.calls('CreateResource'), ...server.calls('UpdateResource')],
  };
}

const renderForm = (resource: Resource | null) =>
  renderFormDialog((callbacks) => <ResourceForm resource={resource} {...callbacks} />);

const createButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Create Resource' });

describe('ResourceForm', () => {
  it('groups the type picker, and the read-only category follows the type', async () => {
    stubServer();
    const { user, dialog } = await renderForm(null);

    expect(screen.getByRole('dialog', { name: 'Add New Resource' })).toBe(dialog);
    expect(field('Type').value).toBe('Other');
    expect(field('Category').readOnly).toBe(true);
    expect(field('Category').value).toBe('General');

    await user.click(field('Type'));
    const listbox = screen.getByRole('listbox');
    const groups = within(listbox).getAllByRole('group');
    // Each group is named by its label, in the picker's order.
    const groupNames = groups.map(
      (group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(groupNames).toEqual(TYPE_GROUPS);
    const support = within(listbox).getByRole('group', { name: 'Support Services' });
    expect(within(support).getByRole('option', { name: 'Family Reunification' })).toBeTruthy();
    expect(within(listbox).queryByRole('option', { name: 'Family' })).toBeNull();
    expect(within(listbox).getAllByRole('option')).toHaveLength(28);
    await user.click(within(listbox).getByRole('option', { name: 'Quran' }));

    expect(field('Type').value).toBe('Quran');
    expect(field('Category').value).toBe('Incarceration Religious');

    await choose(user, 'Type', 'Housing');

    expect(field('Category').value).toBe('Post Incarceration Basic Needs');
  });

  it('shows exactly the required messages for an incarceration resource', async () => {
    const { saved } = stubServer();
    const { user, dialog } = await renderForm(null);
    await choose(user, 'Type', 'Quran');

    await user.click(createButton(dialog));

    expectOnlyErrors(dialog, QURAN_REQUIRED);
    expect(within(dialog).queryByLabelText(/^Provider Name/)).toBeNull();
    expect(saved()).toEqual([]);
  });

  it('asks a service resource for its provider and contact, not for a facility', async () => {
    const { saved } = stubServer();
    const { user, dialog } = await renderForm(null);
    expect(within(dialog).queryByLabelText(/^Provider Name/)).toBeNull();
    await choose(user, 'Type', 'Housing');
    expect(field('Provider Name').value).toBe('');
    expect(field('Contact Information').value).toBe('');

    await user.click(createButton(dialog));

    const expected = {
      Title: QURAN_REQUIRED.Title,
      Description: QURAN_REQUIRED.Description,
      ...SERVICE_REQUIRED,
    };
    expectOnlyErrors(dialog, expected);
    expect(saved()).toEqual([]);
  });

  it('refuses a negative quantity and a web address that is not one', async () => {
    const { saved } = stubServer();
    const { user, dialog } = await renderForm(null);
    await fill(user, 'Quantity', '-1');
    await fill(user, 'Web Address', 'not a url');

    await user.click(createButton(dialog));

    expectErrorsOnFields({
      Quantity: 'Quantity cannot be negative',
      'Web Address': 'Please enter a valid URL',
    });
    expect(saved()).toEqual([]);
  });

  it('creates a resource: an empty reorder threshold is sent as null', async () => {
    const { saved } = stubServer({ data: { createResource: { ...QURAN, id: 'resource-2' } } });
    const { user, dialog, onClose } = await renderForm(null);
    await fill(user, 'Title', 'Prayer Mats');
    await fill(user, 'Description', 'Travel prayer mats.');
    await choose(user, 'Type', 'Prayer Mat');
    await fill(user, 'Quantity', '40');
    await choose(user, 'Primary Facility', 'HMP Leeds');
    await user.click(field('Approved Facilities'));
    await user.click(
      await within(screen.getByRole('listbox')).findByRole('option', { name: 'HMP Manchester' }),
    );

    await user.click(createButton(dialog));

    await waitFor(() => expect(saved()).toHaveLength(1));
    const { input } = saved()[0] as { input: Record<string, unknown> };
    expect(input).toMatchObject({
      title: 'Prayer Mats',
      description: 'Travel prayer mats.',
      type: 'PRAYER_MAT',
      language: 'English',
      quantity: 40,
      reorderThreshold: null,
      costPerUnit: null,
      facilityId: 'facility-2',
      approvedFacilities: ['facility-1'],
      status: 'AVAILABLE',
      url: null,
    });
    expect(input).not.toHaveProperty('timesDistributed');
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText('Resource created')).toBeTruthy();
  });

  it('shows the save failure when creating fails', async () => {
    stubServer(DATABASE_DOWN);
    const { user, dialog, onClose } = await renderForm(null);
    await fill(user, 'Title', 'Pamphlets');
    await fill(user, 'Description', 'Short guides.');

    await user.click(createButton(dialog));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(SAVE_FAILED);
    expect(alert.textContent).not.toContain(UPDATE_FAILED);
    expect(field('Title').value).toBe('Pamphlets');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a resource: distribution is read-only and not sent; a threshold of 7 is a number', async () => {
    const { saved } = stubServer({
      data: { updateResource: { ...QURAN, reorderThreshold: 7, version: 4 } },
    });
    const { user, dialog, onClose } = await renderForm(QURAN);
    // The primary facility shows the name the resource carries, without a lookup.
    expect(field('Primary Facility').value).toBe('HMP Manchester');

    expect(screen.getByRole('dialog', { name: 'Edit Resource' })).toBe(dialog);
    expect(field('Title').value).toBe('The Clear Quran');
    expect(field('Category').value).toBe('Incarceration Religious');
    const times = field('Times Distributed');
    expect(times.readOnly).toBe(true);
    expect(times.value).toBe('4');
    const last = field('Last Distributed');
    expect(last.readOnly).toBe(true);
    expect(last.value).toMatch(/2026/);

    await fill(user, 'Reorder Threshold', '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(saved()).toHaveLength(1));
    const { input } = saved()[0] as { input: Record<string, unknown> };
    expect(input).toMatchObject({
      id: 'resource-1',
      expectedVersion: 3,
      reorderThreshold: 7,
      quantity: 12,
      facilityId: 'facility-1',
      approvedFacilities: ['facility-1', 'facility-2'],
    });
    expect(input).not.toHaveProperty('timesDistributed');
    expect(input).not.toHaveProperty('lastDistributedDate');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the update failure when saving changes fails', async () => {
    stubServer(DATABASE_DOWN);
    const { user, dialog, onClose } = await renderForm(QURAN);

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(UPDATE_FAILED);
    expect(alert.textContent).toContain('Database unavailable');
    expect(alert.textContent).not.toContain(SAVE_FAILED);
    expect(onClose).not.toHaveBeenCalled();
  });
});
