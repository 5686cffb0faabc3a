/**
 * Random and hostile input to every resource-request mutation, the approve, deny and fulfil
 * actions included: never a server error, never a half-written request. Fulfilling takes the
 * stock out of the resource in the same transaction, or not at all.
 */
import { beforeEach, describe, it } from 'vitest';
import { resource } from '../../db/schema/resource';
import { resourceRequest } from '../../db/schema/resource-request';
import { hostileCrudTests } from '../../../../tests/support/hostile-crud';
import { checkHostileAction } from '../../../../tests/support/hostile-input';
import { fieldTable, Ref } from '../../../../tests/support/hostile-values';
import { insertFacility, insertResource } from '../../../../tests/support/resource-factory';
import { insertResourceRequest } from '../../../../tests/support/resource-request-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);
let ids: { facility: string; resource: string };
beforeEach(async () => {
  ids = {
    facility: (await insertFacility(app.database.db)).id,
    resource: (await insertResource(app.database.db, { quantity: 1000 })).id,
  };
});

/** The fields of CreateResourceRequestInput / UpdateResourceRequestInput. */
const FIELDS = fieldTable({
  text: ['notes'],
  integers: ['quantity'],
  ids: { resourceId: ['resource'], facilityId: ['facility'] },
});
const tables = { resourceRequest, resource };

/** A PENDING request of the caller's for one item of the stocked resource. */
async function createRequest(): Promise<string> {
  const row = await insertResourceRequest(app.database.db, {
    resourceId: ids.resource,
    requesterId: admin.person!.id,
  });
  return row.id;
}

describe('hostile resource-request input', () => {
  const { resourceId: _fixed, ...editable } = FIELDS;
  hostileCrudTests('ResourceRequest', {
    app,
    caller: admin,
    tables,
    ids: () => ids,
    says: { stored: 'the request stored whole', unchanged: 'the request', deletes: 'it' },
    create: {
      fields: FIELDS,
      input: (overrides) => ({
        resourceId: new Ref('resource'),
        facilityId: new Ref('facility'),
        quantity: 2,
        notes: 'For the Friday class',
        ...overrides,
      }),
    },
    update: { fields: editable, record: createRequest },
    delete: { record: createRequest },
  });

  it('approveResourceRequest and denyResourceRequest: refused unchanged, or one new version', async () => {
    for (const mutation of ['approveResourceRequest', 'denyResourceRequest']) {
      await checkHostileAction({
        db: app.database.db,
        caller: admin,
        mutation,
        textArg: 'notes',
        tables,
        tableKey: 'resourceRequest',
        create: createRequest,
        // The requester is told by e-mail, kept in the outbox here (no SMTP server).
        alsoExpected: () => ({ outbox: { added: 1 } }),
        numRuns: 20,
      });
    }
  });

  it('fulfilResourceRequest: refused with nothing changed, or request and stock together', async () => {
    await checkHostileAction({
      db: app.database.db,
      caller: admin,
      mutation: 'fulfilResourceRequest',
      tables,
      tableKey: 'resourceRequest',
      create: createRequest,
      alsoExpected: () => ({
        resource: { changed: [ids.resource] },
        audit: { added: 2 },
        outbox: { added: 1 },
      }),
    });
  });
});
