/**
 * Random and hostile input to every client mutation: never a server error, and never a client
 * half-written: its row, the sign-in account its e-mail gives it and their audit entries are
 * written together or not at all.
 */
import { beforeEach, describe } from 'vitest';
import {
  CLIENT_GENDERS,
  CLIENT_STATUSES,
  EMPLOYMENT_STATUSES,
  HOUSING_STATUSES,
  RELIGIOUS_STATUSES,
} from '../../../shared/domain/client/client.enums';
import { clientConsent } from '../../db/schema/client-consent';
import { client } from '../../db/schema/client';
import { clientInput } from '../../../../tests/support/client-factory';
import { createThroughApi, hostileCrudTests } from '../../../../tests/support/hostile-crud';
import { fieldTable } from '../../../../tests/support/hostile-values';
import { createPerson } from '../../../../tests/support/people';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);
let ids: { facility: string; volunteer: string };
beforeEach(async () => {
  ids = {
    facility: (await insertFacility(app.database.db)).id,
    volunteer: (await createPerson(app.database.db, 'Volunteers')).id,
  };
});

/** The fields of CreateClientInput / UpdateClientInput. */
const FIELDS = fieldTable({
  text: [
    'clientId',
    'firstName',
    'lastName',
    'preferredName',
    'contactNumber',
    'currentAddress',
    'notes',
    'specialNeeds',
    'accommodations',
  ],
  email: ['email'],
  enums: {
    gender: CLIENT_GENDERS,
    religiousStatus: RELIGIOUS_STATUSES,
    employmentStatus: EMPLOYMENT_STATUSES,
    housingStatus: HOUSING_STATUSES,
    status: CLIENT_STATUSES,
  },
  integers: ['age'],
  dates: ['conversionDate', 'releaseDate', 'firstContactDate', 'lastContactDate', 'followUpDate'],
  lists: ['language', 'programsAttended', 'interestAreas', 'communitySupport'],
  flags: ['incarcerated', 'reentryPlan', 'consentGiven', 'dataUsageConsent'],
  ids: { facilityId: ['facility'], assignedVolunteerId: ['volunteer'] },
});
// A new client's two consents are recorded with it, and go with it (decision 072).
const tables = { client, clientConsent };

/** An e-mail gives the client an account, invited once the save commits; no e-mail, none. */
const upToOne = { min: 0, max: 1 };
/** A complete client, made through the API with its consents. */
const createClient = () => createThroughApi(admin, 'Client', clientInput());

describe('hostile client input', () => {
  hostileCrudTests('Client', {
    app,
    caller: admin,
    tables,
    ids: () => ids,
    says: {
      stored: 'the client (and its account) whole',
      unchanged: 'client and account',
      deletes: 'the client',
    },
    create: {
      fields: FIELDS,
      input: (overrides) => clientInput(overrides),
      selection: 'id email',
      expected: (data) => {
        const accounts = data.email ? 1 : 0;
        return {
          client: { added: [data.id as string] },
          user: { added: accounts },
          account: { added: accounts },
          outbox: { added: accounts },
          clientConsent: { added: 2 },
          audit: { added: 3 },
        };
      },
    },
    update: {
      fields: FIELDS,
      record: createClient,
      // An e-mail given, changed or removed creates, changes or deletes the account.
      alsoExpected: {
        user: { added: upToOne, changed: upToOne, removed: upToOne },
        account: { added: upToOne, changed: upToOne, removed: upToOne },
        outbox: { added: upToOne },
      },
    },
    delete: {
      record: createClient,
      alsoExpected: () => ({ clientConsent: { removed: 2 }, audit: { added: 3 } }),
    },
  });
});
