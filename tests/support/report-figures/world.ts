/**
 * The varied programme the report-figures tests seed (product.md §2.11, decision 071): plain
 * records, kept to count from, and stored as they are, dates relative to the programme's today.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays, todayIn } from '../../../src/shared/domain/common/calendar';
import { INCIDENT_STATUSES } from '../../../src/shared/domain/incident/incident.enums';
import { facility } from '../../../src/server/db/schema/facility';
import { incidentReport } from '../../../src/server/db/schema/incident-report';
import { program } from '../../../src/server/db/schema/program';
import { resource } from '../../../src/server/db/schema/resource';
import { resourceRequest } from '../../../src/server/db/schema/resource-request';
import { volunteer } from '../../../src/server/db/schema/volunteer';
import { volunteerClearance } from '../../../src/server/db/schema/volunteer-clearance';
import { createPerson } from '../people';
import type { Database } from '../../../src/server/db/client';
import { reentryDocument } from '../../../src/server/db/schema/reentry-document-columns.generated';
import {
  generator,
  time,
  UTC_OFFSET,
  ZONE,
  yearPeriod,
  type SeedProgram,
  type SeedRequest,
  type SeedResource,
  type World,
} from './world-shape';

import { seedClients } from './world-clients';

export * from './world-shape';

export async function seedWorld(db: Database): Promise<World> {
  const today = todayIn(ZONE);
  const random = generator(36_071);

  const facilities = ['Northgate Prison', 'Eastfield Jail', 'Westbrook Center'].map((name) => ({
    id: crypto.randomUUID(),
    name,
  }));
  const [f1, f2, f3] = facilities.map((row) => row.id) as [string, string, string];
  await db.insert(facility).values(
    facilities.map(({ id, name }) => ({
      id,
      name,
      address: '1 Test Road',
      region: 'North',
      contactPerson: 'Jordan Lee',
      contactNumber: '+1 555 0100',
      email: `${id}@example.org`,
      operatingHours: 'Mon-Fri 08:00-17:00',
    })),
  );
  // The busiest facility most often: its narrowed report has figures of every size.
  const someFacility = () => random.pick([f1, f1, f1, f2, f2, f3]);

  const volunteerPlan = [
    { status: 'ACTIVE', facilityId: f1 },
    { status: 'ACTIVE', facilityId: f1 },
    { status: 'ACTIVE', facilityId: f2 },
    { status: 'ACTIVE', facilityId: null },
    { status: 'INACTIVE', facilityId: f1 },
    { status: 'ON_LEAVE', facilityId: f3 },
  ] as const;
  const volunteers: World['volunteers'] = [];
  for (const plan of volunteerPlan) {
    const person = await createPerson(db, 'Volunteers', 'Leader');
    await db
      .update(volunteer)
      .set({ status: plan.status, assignedFacility: plan.facilityId })
      .where(eq(volunteer.id, person.id));
    volunteers.push({ id: person.id, ...plan });
  }

  const year = yearPeriod(today);
  const narrow = { from: addDays(today, -200), to: addDays(today, -5) };
  // Each period's first and last day and the days either side, today and tomorrow.
  const edges = [year, narrow].flatMap(({ from, to }) => [
    addDays(from, -1),
    from,
    to,
    addDays(to, 1),
  ]);
  edges.push(today, addDays(today, 1));
  const someDay = () =>
    random.chance(0.3) ? random.pick(edges) : addDays(today, random.int(-430, 60));
  const somePastDay = () => {
    const day = someDay();
    return day > today ? today : day;
  };

  // At the busiest facility, approved clearances starting or ending on each period's last day.
  const edgeClearances = [
    { grantedOn: null, expiresOn: year.to },
    { grantedOn: year.to, expiresOn: null },
    { grantedOn: null, expiresOn: narrow.to },
    { grantedOn: narrow.to, expiresOn: null },
    { grantedOn: addDays(narrow.to, 1), expiresOn: addDays(narrow.to, -1) },
  ];
  const clearances: World['clearances'] = volunteers
    .slice(0, edgeClearances.length)
    .map(({ id }, index) => ({
      volunteerId: id,
      facilityId: f1,
      status: 'APPROVED' as const,
      ...edgeClearances[index]!,
    }));
  for (const { id } of volunteers) {
    for (const facilityId of facilities.map((row) => row.id)) {
      if (clearances.some((row) => row.volunteerId === id && row.facilityId === facilityId))
        continue;
      if (!random.chance(0.6)) continue;
      clearances.push({
        volunteerId: id,
        facilityId,
        status: random.pick(['APPROVED', 'APPROVED', 'PENDING', 'DENIED', 'REVOKED'] as const),
        grantedOn: random.pick([
          null,
          addDays(year.to, -10),
          year.to,
          addDays(year.to, 1),
          narrow.to,
          addDays(narrow.to, 1),
        ]),
        expiresOn: random.pick([
          null,
          addDays(year.to, -1),
          year.to,
          addDays(year.to, 30),
          addDays(narrow.to, -1),
          narrow.to,
        ]),
      });
    }
  }

  await db.insert(volunteerClearance).values(clearances);

  const programs: SeedProgram[] = [];
  for (let index = 0; index < 48; index += 1) {
    const start = random.int(32, 80) * 15; // 08:00 to 20:00
    const attendees = random.int(0, 30);
    programs.push({
      facilityId: someFacility(),
      volunteerId: random.pick(volunteers).id,
      type: random.pick([
        'JUMAH_PRAYER',
        'JUMAH_PRAYER',
        'QURAN_CLASS',
        'ISLAMIC_STUDY',
        'COUNSELING',
        'REENTRY_PREP',
        'RAMADAN',
      ] as const),
      status: random.pick([
        'SCHEDULED',
        'COMPLETED',
        'COMPLETED',
        'SCHEDULED',
        'CANCELLED',
        'POSTPONED',
      ] as const),
      approvalStatus: random.pick([
        'APPROVED',
        'APPROVED',
        'APPROVED',
        'PENDING',
        'DENIED',
        'CANCELLED',
      ] as const),
      date: someDay(),
      startTime: time(start),
      // Quarter hours only: every sum of hours is exact, in floating point as in numeric.
      endTime: time(start + random.int(1, 16) * 15),
      attendees,
      newAttendees: random.int(0, attendees),
    });
  }
  programs.push(
    // Across midnight: 2 hours 45 minutes, not minus 21 hours 15.
    {
      facilityId: f1,
      volunteerId: volunteers[0]!.id,
      type: 'COUNSELING',
      status: 'COMPLETED',
      approvalStatus: 'APPROVED',
      date: addDays(today, -7),
      startTime: '22:30',
      endTime: '01:15',
      attendees: 6,
      newAttendees: 2,
    },
    // Still ahead: planned, not held, its head count not counted.
    {
      facilityId: f1,
      volunteerId: volunteers[1]!.id,
      type: 'QURAN_CLASS',
      status: 'SCHEDULED',
      approvalStatus: 'APPROVED',
      date: addDays(today, 5),
      startTime: '10:00',
      endTime: '12:00',
      attendees: 9,
      newAttendees: 9,
    },
    // Cancelled with a head count: planned, not held, counted in the cancellation rate.
    {
      facilityId: f2,
      volunteerId: volunteers[2]!.id,
      type: 'JUMAH_PRAYER',
      status: 'CANCELLED',
      approvalStatus: 'DENIED',
      date: addDays(today, -20),
      startTime: '13:00',
      endTime: '14:00',
      attendees: 11,
      newAttendees: 3,
    },
  );
  await db.insert(program).values(
    programs.map((row, index) => ({
      ...row,
      title: `Program ${index}`,
      description: 'Seeded for the report figures',
      location: 'Chapel',
      createdBy: row.volunteerId,
    })),
  );

  const { clients, contacts, checkIns, keyClient } = await seedClients(db, {
    random,
    today,
    year,
    f1,
    someFacility,
    someDay,
    edges,
    volunteers,
  });

  const resources: SeedResource[] = [
    { id: crypto.randomUUID(), type: 'QURAN', status: 'LOW_STOCK', facilityId: f1 },
    { id: crypto.randomUUID(), type: 'QURAN', status: 'OUT_OF_STOCK', facilityId: f1 },
    { id: crypto.randomUUID(), type: 'BOOK', status: 'OUT_OF_STOCK', facilityId: f2 },
    { id: crypto.randomUUID(), type: 'PRAYER_MAT', status: 'AVAILABLE', facilityId: f3 },
    // Services have no stock to reorder, low or not.
    { id: crypto.randomUUID(), type: 'HOUSING', status: 'LOW_STOCK', facilityId: null },
    { id: crypto.randomUUID(), type: 'FOOD', status: 'OUT_OF_STOCK', facilityId: f1 },
  ];
  await db.insert(resource).values(
    resources.map((row, index) => ({
      ...row,
      title: `Resource ${index}`,
      description: 'Seeded for the report figures',
    })),
  );
  const requests: SeedRequest[] = [];
  for (let index = 0; index < 34; index += 1) {
    const status = random.pick([
      'FULFILLED',
      'FULFILLED',
      'FULFILLED',
      'PENDING',
      'APPROVED',
      'DENIED',
    ] as const);
    requests.push({
      resourceId: random.pick(resources).id,
      facilityId: random.pick([f1, f1, f2, f3, null]),
      quantity: random.int(1, 12),
      status,
      fulfilled:
        status === 'FULFILLED' || random.chance(0.4)
          ? {
              date: somePastDay(),
              time: random.pick(['00:15', '09:30', '16:59', '17:00', '23:45']),
            }
          : null,
    });
  }
  await db.insert(resourceRequest).values(
    requests.map(({ fulfilled, ...row }) => ({
      ...row,
      requesterId: volunteers[0]!.id,
      requesterName: 'Test Person',
      createdBy: volunteers[0]!.id,
      fulfillmentDate: fulfilled
        ? new Date(`${fulfilled.date}T${fulfilled.time}:00${UTC_OFFSET}`)
        : null,
    })),
  );

  const incidents: World['incidents'] = [];
  for (let index = 0; index < 30; index += 1) {
    incidents.push({
      facilityId: someFacility(),
      // Never OTHER: a row of zeros.
      type: random.pick([
        'SECURITY',
        'MEDICAL',
        'BEHAVIORAL',
        'BEHAVIORAL',
        'PROGRAM_DISRUPTION',
        'FACILITY_ISSUE',
      ] as const),
      status: random.pick(INCIDENT_STATUSES),
      date: somePastDay(),
    });
  }
  await db.insert(incidentReport).values(
    incidents.map((row) => ({
      ...row,
      time: '10:00',
      location: 'Yard',
      description: 'Seeded for the report figures',
      reporterId: volunteers[1]!.id,
      createdBy: volunteers[1]!.id,
    })),
  );

  // Papers: drawn from a generator of their own, so that the rest of the world stays as it was.
  const paperDraw = generator(3_309);
  const withIdInHand: string[] = [];
  const papers = clients
    .filter((row) => !row.incarcerated)
    .flatMap((row) => {
      const idInHand = paperDraw.chance(0.5);
      if (idInHand) withIdInHand.push(row.id);
      return [
        {
          clientId: row.id,
          document: 'STATE_ID' as const,
          status: idInHand ? ('IN_HAND' as const) : ('REQUESTED' as const),
        },
        // A paper that is no ID: in hand, and counted as none.
        { clientId: row.id, document: 'BIRTH_CERTIFICATE' as const, status: 'IN_HAND' as const },
      ];
    });
  await db.insert(reentryDocument).values(papers);

  return {
    today,
    withIdInHand,
    facilities,
    volunteers,
    clearances,
    programs,
    clients,
    contacts,
    checkIns,
    resources,
    requests,
    incidents,
    keyClientId: keyClient.id,
  };
}

// ---------------------------------------------------------------------------------------------
// The figures, counted here from the data set.
