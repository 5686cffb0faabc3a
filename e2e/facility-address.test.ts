/**
 * product.md §4.6 and §7.3: typing a facility's address fills its coordinates from the configured
 * provider (here a loopback server that answers like Nominatim); an address the provider does not
 * know says so, and the coordinates can then be typed by hand.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInThroughForm, useAppInBrowser } from './support/app';
import { field } from './support/browser';

let provider: http.Server;
let providerUrl: string;
const asked: string[] = [];
let tileRequests = 0;

beforeAll(async () => {
  provider = http.createServer((request, response) => {
    if (request.url?.startsWith('/tiles/')) {
      tileRequests += 1;
      response.writeHead(404).end();
      return;
    }
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams.get('q') ?? '';
    asked.push(query);
    const known = /downing/i.test(query);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        known
          ? [{ lat: '51.5033635', lon: '-0.1276248', display_name: '10 Downing Street, London' }]
          : [],
      ),
    );
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => provider?.close(resolve));
});

const journey = useAppInBrowser([{ email: 'staff@example.org', group: 'Admins' }], () => ({
  GEOCODER_URL: providerUrl,
  // A tile server that answers nothing: the map must still show its markers.
  MAP_TILE_URL: `${providerUrl}/tiles/{z}/{x}/{y}.png`,
}));

it('fills latitude, longitude and the formatted address a second after typing stops', async () => {
  await signInThroughForm(journey.page, journey.baseUrl, 'staff@example.org', '/admin/facilities');
  await journey.page.getByRole('button', { name: 'Add New Facility' }).click();
  const dialog = journey.page.getByRole('dialog', { name: 'Add New Facility' });
  await field(dialog, 'Address').pressSequentially('10 downing st', { delay: 20 });
  await expect
    .poll(() => field(dialog, 'Latitude').inputValue(), { timeout: 10_000 })
    .toBe('51.5033635');
  expect(await field(dialog, 'Longitude').inputValue()).toBe('-0.1276248');
  expect(await field(dialog, 'Address').inputValue()).toBe('10 Downing Street, London');
  // One lookup for the whole word, not one per key.
  expect(asked).toEqual(['10 downing st']);
  expect(await field(dialog, 'Latitude').getAttribute('readonly')).not.toBeNull();
});

it('says when an address is not found, and lets the coordinates be typed', async () => {
  const dialog = journey.page.getByRole('dialog', { name: 'Add New Facility' });
  await field(dialog, 'Address').fill('Nowhere Lane 99');
  await dialog.getByText('Failed to lookup address coordinates').waitFor({ timeout: 10_000 });
  expect(await field(dialog, 'Latitude').getAttribute('readonly')).toBeNull();
  await field(dialog, 'Latitude').fill('95');
  await field(dialog, 'Name').fill('Nowhere Centre');
  await dialog.getByRole('button', { name: 'Create Facility' }).click();
  await expect
    .poll(() => dialog.getByText('Invalid latitude', { exact: true }).count())
    .toBeGreaterThan(0);
  await field(dialog, 'Latitude').fill('53.8');
  await field(dialog, 'Longitude').fill('-1.55');
  for (const [label, value] of [
    ['Region', 'North'],
    ['Operating Hours', 'Mon-Fri 09:00-17:00'],
    ['Contact Person', 'Jordan Lee'],
    ['Contact Number', '555 0100'],
    ['Email', 'nowhere@example.org'],
  ] as const) {
    await field(dialog, label).fill(value);
  }
  await dialog.getByRole('button', { name: 'Create Facility' }).click();
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
});

it('shows the facilities on a map, markers over a plain background when tiles fail', async () => {
  await journey.page.locator('label', { hasText: /^Map$/ }).click();
  const map = journey.page.getByRole('region', { name: /Facilities map/ });
  await map.waitFor();
  await expect.poll(() => map.locator('path.leaflet-interactive').count()).toBe(1);
  await map.locator('path.leaflet-interactive').hover();
  await expect
    .poll(() => journey.page.locator('.leaflet-tooltip').textContent())
    .toBe('Nowhere Centre — Active');
  // The tiles were asked for (and allowed by the page's CSP) even though none loaded.
  expect(tileRequests).toBeGreaterThan(0);
  await journey.page.screenshot({ path: '/tmp/facilities-map.png' });
  await journey.page.locator('label', { hasText: /^Grid$/ }).click();
  await journey.page.getByRole('article', { name: 'Nowhere Centre' }).waitFor();
  expect(journey.problems).toEqual([]);
});
