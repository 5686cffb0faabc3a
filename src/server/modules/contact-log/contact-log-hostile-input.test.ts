/**
 * Random and hostile input to every contact-log mutation: never a server error, never a
 * half-written log. A log and the client's last contact date it moves are written together.
 */
import { beforeEach, describe, it } from 'vitest';
import { CONTACT_KINDS } from '../../../shared/domain/contact-log/contact-log.enums';
import { client } from '../../db/schema/client';
import { contactLog } from '../../db/schema/contact-log';
import { insertClient } from '../../../../tests/support/client-factory';
import { contactLogInput, insertContactLog } from '../../../../tests/support/contact-log-factory';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import {
  checkHostileDelete,
  checkHostileInput,
  checkHostileUpdate,
} from '../../../../tests/support/hostile-input';
import { fieldTable, hostileOverrides } from '../../../../tests/support/hostile-values';
import { createPerson } from '../../../../tests/support/people';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
let admin: Caller;
let ids: { client: string; volunteer: string };
beforeEach(async () => {
  admin = await callerAs(app.server, app.database.db, 'Admins');
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

describe('hostile contact-log input', () => {
  it('createContactLog: refused with nothing stored, or the log stored whole', async () => {
    await checkHostileInput({
      db: app.database.db,
      caller: admin,
      document:
        'mutation($input: CreateContactLogInput!) { createContactLog(input: $input) { id } }',
      input: hostileOverrides(FIELDS),
      ids,
      variables: (overrides, { client: clientId, volunteer }) => ({
        input: contactLogInput(clientId!, { volunteerId: volunteer, ...overrides }),
      }),
      tables,
      codes,
      expected: (data) => ({ contactLog: { added: [data.id as string] }, ...logWritten }),
    });
  });

  it('updateContactLog: refused with the log unchanged, or one new version', async () => {
    const log = await insertContactLog(app.database.db, {
      clientId: ids.client,
      volunteerId: ids.volunteer,
    });
    await checkHostileUpdate({
      db: app.database.db,
      caller: admin,
      typeName: 'ContactLog',
      tables,
      tableKey: 'contactLog',
      id: log.id,
      input: hostileOverrides(FIELDS),
      ids,
      codes,
      alsoExpected: logWritten,
    });
  });

  it('deleteContactLog: a hostile id is not found; the real one deletes the log', async () => {
    await checkHostileDelete({
      db: app.database.db,
      caller: admin,
      typeName: 'ContactLog',
      tables,
      tableKey: 'contactLog',
      create: async () =>
        (
          await insertContactLog(app.database.db, {
            clientId: ids.client,
            volunteerId: ids.volunteer,
          })
        ).id,
    });
  });
});
