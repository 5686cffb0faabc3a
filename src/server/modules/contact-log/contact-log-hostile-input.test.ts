/**
 * Random and hostile input to every contact-log mutation: never a server error, never a
 * half-written log. A log and the client's last contact date it moves are written together.
 */
import { beforeEach, describe } from 'vitest';
import { CONTACT_KINDS } from '../../../shared/domain/contact-log/contact-log.enums';
import { client } from '../../db/schema/client';
import { contactLog } from '../../db/schema/contact-log';
import { insertClient } from '../../../../tests/support/client-factory';
import { contactLogInput, insertContactLog } from '../../../../tests/support/contact-log-factory';
import { hostileCrudTests } from '../../../../tests/support/hostile-crud';
import { fieldTable } from '../../../../tests/support/hostile-values';
import { createPerson } from '../../../../tests/support/people';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);
let ids: { client: string; volunteer: string };
beforeEach(async () => {
  ids = {
    client: (await insertClient(app.database.db)).id,
    volunteer: (await createPerson(app.database.db, 'Volunteers')).id,
  };
});

/** The fields of CreateContactLogInput / UpdateContactLogInput. */
const FIELDS = fieldTable({
  text: ['notes'],
  enums: { kind: CONTACT_KINDS },
  dates: ['date'],
  ids: { clientId: ['client'], volunteerId: ['volunteer'] },
});
const tables = { contactLog, client };
// A client named by a hostile id does not exist: NOT_FOUND, as for a client one may not see.
const codes = ['VALIDATION_FAILED', 'NOT_FOUND'] as const;
/** The log, and the client's last contact date when the log is later (its own audit entry). */
const logWritten = {
  client: { changed: { min: 0, max: 1 } },
  audit: { added: { min: 1, max: 2 } },
};
const newLog = async () =>
  (await insertContactLog(app.database.db, { clientId: ids.client, volunteerId: ids.volunteer }))
    .id;

describe('hostile contact-log input', () => {
  hostileCrudTests('ContactLog', {
    app,
    caller: admin,
    tables,
    ids: () => ids,
    codes,
    says: { stored: 'the log stored whole', unchanged: 'the log', deletes: 'the log' },
    create: {
      fields: FIELDS,
      input: (overrides, { client: clientId, volunteer }) =>
        contactLogInput(clientId!, { volunteerId: volunteer, ...overrides }),
      expected: (data) => ({ contactLog: { added: [data.id as string] }, ...logWritten }),
    },
    update: { fields: FIELDS, record: newLog, alsoExpected: logWritten },
    delete: { record: newLog },
  });
});
