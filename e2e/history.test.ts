/**
 * History and the access log (decision 021) as a super admin: an edit shows in the client's
 * History tab with the opening of the details; the audit log filters to a deleted client and
 * opens its whole trail, and lists views of a client by someone other than its assigned
 * volunteer. Accessible, and usable at 375 px. Facilities and schedules, which have no details
 * panel, open the same history from their cards; the audit log names a schedule by its volunteer,
 * facility and start, and a History lists what a record was created with (decision 095).
 */
import { expect, it } from 'vitest';
import { clientInput } from '../tests/support/client-factory';
import { scheduleInput } from '../tests/support/schedule-factory';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { accessibilityViolations } from './support/axe';
import { choose, expandCard, field, horizontalOverflow, select } from './support/browser';
import { graphqlAs, createFacilityThroughApi } from './support/graphql';

const journey = useAppInBrowser([
  { email: 'super@example.org', group: 'SuperAdmins' },
  { email: 'vol@example.org', group: 'Volunteers' },
]);

const CREATE = 'mutation($i: CreateClientInput!) { createClient(input: $i) { id clientId } }';

it('shows an edit and the opening of the details in the client’s History tab', async () => {
  await signInThroughForm(journey.page, journey.baseUrl, 'super@example.org', '/admin/clients');
  await journey.page.getByRole('heading', { name: 'Manage Clients' }).waitFor();
  const { listVolunteers } = await graphqlAs<{ listVolunteers: { items: { id: string }[] } }>(
    journey.page,
    journey.baseUrl,
    '{ listVolunteers { items { id } } }',
  );
  const volunteerId = listVolunteers.items[0]!.id;
  for (const preferredName of ['Yusuf', 'Musa']) {
    await graphqlAs(journey.page, journey.baseUrl, CREATE, {
      i: clientInput({ preferredName, assignedVolunteerId: volunteerId, notes: null }),
    });
  }
  await journey.page.reload();
  const card = journey.page.getByRole('article', { name: 'Yusuf' });
  await expandCard(card);
  await journey.page.getByRole('button', { name: 'Edit Yusuf' }).click();
  const dialog = journey.page.getByRole('dialog', { name: 'Edit Client' });
  await field(dialog, 'Notes').fill('Prefers letters in Arabic');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);

  await expandCard(card);
  await journey.page.getByRole('button', { name: 'View details of Yusuf' }).click();
  const panel = journey.page.getByRole('dialog', { name: 'Client Details: Yusuf' });
  await panel.getByRole('heading', { name: 'Basic Information' }).waitFor();
  await panel.getByRole('tab', { name: 'History' }).click();
  const change = panel.getByText('Notes: (empty) → Prefers letters in Arabic');
  await change.waitFor();
  await journey.page.screenshot({ path: '/tmp/history-tab-1280.png' });
  const text = await panel.textContent();
  expect(text).toContain('Viewed details');
  expect(text).toContain('Updated');
  expect(text).toContain('Created');
  expect(text).toContain('super@example.org');
  expect(await accessibilityViolations(journey.page)).toEqual([]);
  await panel.getByRole('button', { name: 'Close', exact: true }).last().click();
});

it('finds a deleted client’s trail in the audit log', async () => {
  await expandCard(journey.page.getByRole('article', { name: 'Musa' }));
  await journey.page.getByRole('button', { name: 'Delete Musa' }).click();
  await journey.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => journey.page.getByRole('article', { name: 'Musa' }).count()).toBe(0);

  await journey.page.getByRole('link', { name: 'Audit log' }).click();
  await journey.page.getByRole('heading', { name: 'Audit log' }).waitFor();
  await choose(journey.page, 'Record type', 'Client');
  await choose(journey.page, 'Action', 'Deleted');
  const historyButton = journey.page.getByRole('button', {
    name: /^History of Client Musa \[C-\d+\]$/,
  });
  await historyButton.waitFor();
  const entries = journey.page.getByRole('list', { name: 'Entries' });
  expect(await entries.getByText('Deleted', { exact: true }).count()).toBe(1);
  await historyButton.click();
  const trail = journey.page.getByRole('dialog', { name: /^History of Client Musa/ });
  // The client and its two consents given on the form, created and deleted together.
  await trail.getByText('Created', { exact: true }).first().waitFor();
  expect(await trail.getByText('Created', { exact: true }).count()).toBe(3);
  expect(await trail.getByText('Deleted', { exact: true }).count()).toBe(3);
  expect(await accessibilityViolations(journey.page)).toEqual([]);
  await trail.getByRole('button', { name: 'Close', exact: true }).last().click();

  // Newest first, unless the oldest are asked for.
  await choose(journey.page, 'Action', 'Any');
  const firstEntry = () => entries.getByRole('listitem').first().textContent();
  await expect.poll(firstEntry).toContain('Deleted');
  await choose(journey.page, 'Sort', 'Date: oldest first');
  await expect.poll(firstEntry).toContain('Created');
  await choose(journey.page, 'Sort', 'Date: newest first');
});

it('lists views of a client by someone who is not its assigned volunteer, on a phone too', async () => {
  await choose(journey.page, 'Action', 'Any');
  await choose(journey.page, 'Record type', 'Any');
  await journey.page
    .getByRole('checkbox', {
      name: 'Only views of clients by someone who is not their assigned volunteer',
    })
    .check();
  const view = journey.page.getByRole('button', { name: /^History of Client Yusuf \[C-\d+\]$/ });
  await view.waitFor();
  expect(await view.count()).toBe(1);
  const entries = journey.page.getByRole('list', { name: 'Entries' });
  expect(await entries.getByText('Viewed details', { exact: true }).count()).toBe(1);

  // By the person chosen (searched by e-mail), not by words of a name.
  const user = select(journey.page, 'User');
  await user.click();
  await user.fill('vol@');
  await journey.page.getByRole('option', { name: /\(vol@example\.org\)$/ }).click();
  await journey.page.getByText('No entries match these filters.').waitFor();
  await user.click();
  await user.fill('super@');
  await journey.page.getByRole('option', { name: /\(super@example\.org\)$/ }).click();
  await view.waitFor();
  expect(await entries.getByText('Viewed details', { exact: true }).count()).toBe(1);
  await journey.page.setViewportSize({ width: 375, height: 800 });
  await journey.page.screenshot({ path: '/tmp/audit-375.png', fullPage: true });
  expect(await horizontalOverflow(journey.page)).toBe(0);
  expect(await accessibilityViolations(journey.page)).toEqual([]);
  expect(journey.problems).toEqual([]);
});

it('opens the history of a facility and of a schedule from their cards', async () => {
  await journey.page.setViewportSize({ width: 1280, height: 900 });
  const facilityId = await createFacilityThroughApi(journey.page, journey.baseUrl, {
    name: 'Northgate Prison',
  });
  await graphqlAs(
    journey.page,
    journey.baseUrl,
    'mutation($i: UpdateFacilityInput!) { updateFacility(input: $i) { id } }',
    { i: { id: facilityId, expectedVersion: 1, notes: 'Chapel open on Fridays' } },
  );
  const { listVolunteers } = await graphqlAs<{ listVolunteers: { items: { id: string }[] } }>(
    journey.page,
    journey.baseUrl,
    '{ listVolunteers { items { id } } }',
  );
  await graphqlAs(
    journey.page,
    journey.baseUrl,
    'mutation($i: CreateScheduleInput!) { createSchedule(input: $i) { id } }',
    { i: scheduleInput(facilityId, { volunteerId: listVolunteers.items[0]!.id }) },
  );

  await journey.page.getByRole('link', { name: 'Facilities' }).click();
  await journey.page.getByRole('button', { name: 'History of Northgate Prison' }).click();
  const facilityTrail = journey.page.getByRole('dialog', { name: 'History of Northgate Prison' });
  await facilityTrail.getByText('Notes: (empty) → Chapel open on Fridays').waitFor();
  expect(await facilityTrail.getByText('Created', { exact: true }).count()).toBe(1);
  expect(await facilityTrail.getByText('Updated', { exact: true }).count()).toBe(1);
  await facilityTrail.getByRole('button', { name: 'Close', exact: true }).last().click();

  await journey.page.getByRole('link', { name: 'Schedules' }).click();
  await journey.page.getByRole('button', { name: /^History of schedule of / }).click();
  const scheduleTrail = journey.page.getByRole('dialog', { name: /^History of / });
  await scheduleTrail.getByText('Created', { exact: true }).waitFor();
  // What it was created with, by name, never by id (decision 095).
  const created = scheduleTrail.getByRole('list', { name: 'Values when created' });
  expect(await created.textContent()).toContain('Facility: Northgate Prison');
  expect(await accessibilityViolations(journey.page)).toEqual([]);
  await scheduleTrail.getByRole('button', { name: 'Close', exact: true }).last().click();

  // The audit log names the visit by its volunteer, facility and start, on a phone too.
  await journey.page.getByRole('link', { name: 'Audit log' }).click();
  await choose(journey.page, 'Record type', 'Schedule');
  const visit = journey.page.getByRole('button', {
    name: /^History of Schedule .+ at Northgate Prison, 2030-03-01 \d\d:\d\d$/,
  });
  await visit.waitFor();
  await journey.page.setViewportSize({ width: 1440, height: 900 });
  await journey.page.screenshot({ path: '/tmp/audit-schedule-1440.png' });
  await journey.page.setViewportSize({ width: 390, height: 800 });
  await journey.page.screenshot({ path: '/tmp/audit-schedule-390.png', fullPage: true });
  expect(await horizontalOverflow(journey.page)).toBe(0);
  expect(journey.problems).toEqual([]);
});
