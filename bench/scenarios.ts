/**
 * What is measured, as GraphQL requests: the overview's figures, a filtered page of Manage
 * Clients, a year's report and the overview's trends, and two writes (each with its audit entry),
 * beside the reference server's raw equivalents. Each product request is the one the web app
 * sends (same fields, same filter).
 */
import { clientDeclaration } from '../src/shared/domain/client/client.record';
import { addDays, addMonths, todayIn } from '../src/shared/domain/common/calendar';
import { readFieldNames } from '../src/shared/record/define-record';
import { graphqlBody, type WriteScript } from './support/load';

const PAGE_SIZE = 50;

export const DASHBOARD_STATS = graphqlBody(`{
  dashboardStats {
    activeVolunteers totalFacilities recentPrograms openIncidents
    followUpsDueThisWeek pendingScheduleRequests resourcesToReorder
  }
}`);

// Today by this process's clock and zone; the servers' may be a day off, no matter for a year.
const TODAY = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * The Reports page over the last 12 months, every section (product.md §2.11). Each figure as the
 * page shows it, its text: with its value and kind too, the request would cost more than a large
 * one (decision 060), of which an account may make only 6 a minute.
 */
export const PROGRAMME_REPORT = graphqlBody(
  `query ($from: String!, $to: String!) {
    programmeReport(from: $from, to: $to) {
      from to facilityName leftOutWithoutConsent
      sections { key title note tables { title columns rows { label cells { text } } } }
    }
  }`,
  { from: addDays(addMonths(TODAY, -12), 1), to: TODAY },
);

/** The overview's trends, its last 12 months month by month (product.md §2.4). */
export const PROGRAMME_TRENDS = graphqlBody(`{
  programmeTrends {
    leftOutWithoutConsent
    months {
      month label programsHeld programsHeldByType { type count } attendees newAttendees
      volunteerHours itemsDistributed releases checkIns housedStably employed returnedToCustody
    }
  }
}`);

const CLIENT_FIELDS = readFieldNames(clientDeclaration).join(' ');

/** Manage Clients with the status filter set to Active, as the page asks for it. */
export const PRODUCT_CLIENT_PAGE = graphqlBody(
  `query ($filter: ModelClientFilterInput, $limit: Int) {
    listClients(filter: $filter, limit: $limit) { items { ${CLIENT_FIELDS} } nextToken }
  }`,
  { filter: { status: { eq: 'ACTIVE' } }, limit: PAGE_SIZE },
);

export const REFERENCE_CLIENT_PAGE = graphqlBody(
  `query ($status: String!, $limit: Int!) {
    listClients(status: $status, limit: $limit) { items { ${CLIENT_FIELDS} } nextToken }
  }`,
  { status: 'ACTIVE', limit: PAGE_SIZE },
);

export const WRITE_TARGETS = graphqlBody(`{
  listClients(limit: 100) { items { id version } }
  listFacilities(limit: 1) { items { id } }
  listVolunteers(limit: 1) { items { id } }
}`);

export interface WriteTargets {
  clients: { id: string; version: number }[];
  facilityId: string;
  volunteerId: string;
}

export function readWriteTargets(answer: string): WriteTargets {
  const data = (
    JSON.parse(answer) as {
      data: {
        listClients: { items: { id: string; version: number }[] };
        listFacilities: { items: { id: string }[] };
        listVolunteers: { items: { id: string }[] };
      };
    }
  ).data;
  return {
    clients: data.listClients.items,
    facilityId: data.listFacilities.items[0]!.id,
    volunteerId: data.listVolunteers.items[0]!.id,
  };
}

/**
 * Each request edits a client no other request is editing at that moment (so writers never
 * conflict), sending the version it last read, as the edit form does. Versions must be read
 * afresh before each load: a request still in flight when a load stops is never answered here.
 */
export function updateClientScript(clients: WriteTargets['clients']): WriteScript {
  const free = [...clients];
  let edit = 0;
  return {
    nextBody: (connection) => {
      const client = free.shift();
      if (!client) throw new Error('More concurrent writers than clients to edit');
      connection.client = client;
      edit += 1;
      return graphqlBody(
        `mutation ($input: UpdateClientInput!) { updateClient(input: $input) { id version } }`,
        {
          input: {
            id: client.id,
            expectedVersion: client.version,
            notes: `Benchmark edit ${edit}`,
          },
        },
      );
    },
    onAnswer: (connection, body) => {
      const client = connection.client as WriteTargets['clients'][0];
      const answer = JSON.parse(body) as { data?: { updateClient?: { version: number } } };
      if (answer.data?.updateClient) client.version = answer.data.updateClient.version;
      free.push(client);
    },
  };
}

export function createProgramScript(targets: WriteTargets): WriteScript {
  let count = 0;
  return {
    nextBody: () => {
      count += 1;
      return graphqlBody(
        `mutation ($input: CreateProgramInput!) { createProgram(input: $input) { id } }`,
        {
          input: {
            title: `Benchmark class ${count}`,
            facilityId: targets.facilityId,
            volunteerId: targets.volunteerId,
            type: 'QURAN_CLASS',
            description: 'Measured by npm run bench',
            date: '2030-03-01',
            startTime: '13:00',
            endTime: '14:00',
            location: 'Chapel',
            // The lead's clearance is checked either way (product.md §3.2.1); a reason lets the
            // write go ahead whichever volunteer and facility the demo data puts first.
            clearanceOverrideReason: 'Measured by npm run bench',
          },
        },
      );
    },
  };
}

/** The reference server's raw audited insert into the same table: the row and its audit entry. */
export function rawInsertScript(targets: WriteTargets): WriteScript {
  let count = 0;
  return {
    nextBody: () => {
      count += 1;
      return graphqlBody(
        `mutation ($title: String!, $facilityId: ID!, $volunteerId: ID!) {
          insertProgram(title: $title, facilityId: $facilityId, volunteerId: $volunteerId)
        }`,
        {
          title: `Reference row ${count}`,
          facilityId: targets.facilityId,
          volunteerId: targets.volunteerId,
        },
      );
    },
  };
}
