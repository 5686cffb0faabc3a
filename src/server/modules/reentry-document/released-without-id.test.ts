// @module-tag postgres
/**
 * Who came home without an ID (product.md §3.3.9), as the overview counts it and as the clients
 * list then shows it (its releasedWithoutIdOn condition): in the community, released in the last
 * 30 days, and no State ID or driver's licence in hand.
 */
import { describe, expect, it } from 'vitest';
import { reentryDocument } from '../../db/schema/reentry-document-columns.generated';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { releasedClients } from '../../../../tests/support/programme-today';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);

const released = releasedClients(app, admin);

const paper = (
  clientId: string,
  document: 'STATE_ID' | 'DRIVERS_LICENCE' | 'BIRTH_CERTIFICATE',
  status: 'IN_HAND' | 'REQUESTED',
) => app.database.db.insert(reentryDocument).values({ clientId, document, status });

describe('released without an ID', () => {
  it('counts the clients released in the last 30 days without an ID in hand, and lists the same', async () => {
    const nothing = await released.daysAgo(3);
    const asked = await released.daysAgo(29);
    await paper(asked.id, 'STATE_ID', 'REQUESTED');
    await paper(asked.id, 'BIRTH_CERTIFICATE', 'IN_HAND');
    const withId = await released.daysAgo(10);
    await paper(withId.id, 'STATE_ID', 'IN_HAND');
    const withLicence = await released.daysAgo(10);
    await paper(withLicence.id, 'DRIVERS_LICENCE', 'IN_HAND');
    await released.daysAgo(31); // longer ago than the overview looks
    await released.daysAgo(-5, { incarcerated: true, currentAddress: null }); // not out yet
    await released.daysAgo(5, { anonymisedOn: released.today }); // nobody to help

    const figure = await admin.run<{ dashboardStats: { releasedWithoutId: number } }>(
      '{ dashboardStats { releasedWithoutId } }',
    );
    expect(figure.data!.dashboardStats.releasedWithoutId).toBe(2);
    const listed = await admin.run<{
      listClients: { items: { id: string }[] };
      countClients: number;
    }>(
      `query($day: ID) {
        listClients(releasedWithoutIdOn: $day) { items { id } }
        countClients(releasedWithoutIdOn: $day)
      }`,
      { day: released.today },
    );
    expect(listed.errors).toEqual([]);
    expect(listed.data!.listClients.items.map((item) => item.id).sort()).toEqual(
      [nothing.id, asked.id].sort(),
    );
    expect(listed.data!.countClients).toBe(2);
  });
});
