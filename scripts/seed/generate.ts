/**
 * A realistic programme at a given scale (1: about 12 facilities, 60 volunteers, 400 clients,
 * resources of every type, programs across twelve months, visits, incidents in every status,
 * some resource requests). Values satisfy the same rules as the forms. It shows what the product
 * does (docs/decisions/098-a-demo-that-shows-the-product.md): most visits by volunteers cleared for
 * them, releases in the coming 30, 60 and 90 days, pending requests ahead, titles that match
 * their program's type. The same seed gives the same programme on every run.
 */
import {
  CLIENT_STATUSES,
  EMPLOYMENT_STATUSES,
  HOUSING_STATUSES,
  RELIGIOUS_STATUSES,
} from '../../src/shared/domain/client/client.enums';
import {
  FACILITY_STATUSES,
  FACILITY_TYPES,
  SECURITY_LEVELS,
} from '../../src/shared/domain/facility/facility.enums';
import { INCIDENT_STATUSES, INCIDENT_TYPES } from '../../src/shared/domain/incident/incident.enums';
import { PROGRAM_STATUSES, PROGRAM_TYPES } from '../../src/shared/domain/program/program.enums';
import { RESOURCE_TYPES } from '../../src/shared/domain/resource/resource.enums';
import { statusFollowingStock } from '../../src/shared/domain/resource/resource.rules';
import {
  categoryForType,
  isIncarcerationCategory,
} from '../../src/shared/domain/resource/resource.types';
import { RESOURCE_REQUEST_STATUSES } from '../../src/shared/domain/resource-request/resource-request.enums';
import type { client } from '../../src/server/db/schema/client';
import type { facility } from '../../src/server/db/schema/facility';
import type { incidentReport } from '../../src/server/db/schema/incident-report';
import type { program } from '../../src/server/db/schema/program';
import type { resource } from '../../src/server/db/schema/resource';
import type { resourceRequest } from '../../src/server/db/schema/resource-request';
import type { schedule } from '../../src/server/db/schema/schedule';
import type { volunteer } from '../../src/server/db/schema/volunteer';
import type { volunteerClearance } from '../../src/server/db/schema/volunteer-clearance';
import * as words from './names';
import { Random, shiftDate, stableUuid } from './random';
import { demoVisits } from './visits';
import { DEMO_DOMAIN } from './people';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface DemoData {
  facilities: Insert<typeof facility>[];
  volunteers: Insert<typeof volunteer>[];
  clients: Insert<typeof client>[];
  resources: Insert<typeof resource>[];
  programs: Insert<typeof program>[];
  schedules: Insert<typeof schedule>[];
  incidents: Insert<typeof incidentReport>[];
  requests: Insert<typeof resourceRequest>[];
  clearances: Insert<typeof volunteerClearance>[];
}

/** Days from today to a release: within 30, 31 to 60, 61 to 90, or later. */
const RELEASE_WINDOWS: readonly [number, number][] = [
  [1, 30],
  [31, 60],
  [61, 90],
  [91, 365],
  [91, 900],
];

function person(random: Random) {
  return { firstName: random.pick(words.FIRST_NAMES), lastName: random.pick(words.LAST_NAMES) };
}

export function generateDemoData(
  scale: number,
  today: string,
  leadVolunteerIds: string[],
): DemoData {
  const random = new Random(20261122);
  const facilities = Array.from({ length: 12 * scale }, (_, index) => {
    const town = random.pick(words.TOWNS);
    return {
      id: stableUuid(`facility-${index}`),
      name: `${town} ${random.pick(words.FACILITY_KINDS)} ${index + 1}`,
      address: `${random.int(10, 9999)} ${random.pick(['Main', 'Oak', 'River', 'Hill', 'Lake'])} Road, ${town}`,
      type: random.pick(FACILITY_TYPES),
      securityLevel: random.pick(SECURITY_LEVELS),
      status: index % 11 === 5 ? random.pick(FACILITY_STATUSES) : 'ACTIVE',
      region: random.pick(words.REGIONS),
      contactPerson: `${random.pick(words.FIRST_NAMES)} ${random.pick(words.LAST_NAMES)}`,
      contactNumber: `+1 555 ${String(random.int(100, 999))} ${String(random.int(1000, 9999))}`,
      email: `chaplaincy${index + 1}@facility.example`,
      operatingHours: 'Mon-Fri 08:00-17:00, Sat 09:00-12:00',
      latitude: 30 + random.next() * 15,
      longitude: -120 + random.next() * 40,
      facilities: random.some(['Chapel', 'Library', 'Classroom', 'Gym', 'Visiting room'], 3),
      visitationRules: 'Photo ID required. Arrive 30 minutes early.',
      itemRestrictions: 'No electronics; religious books must be soft-cover.',
    } satisfies Insert<typeof facility>;
  });
  const facilityIds = facilities.map((row) => row.id);

  const volunteers = Array.from({ length: 60 * scale }, (_, index) => ({
    id: `demo-volunteer-${index}`,
    ...person(random),
    email: `volunteer${index}@${DEMO_DOMAIN}`,
    contactNumber: `+1 555 ${String(random.int(100, 999))} ${String(random.int(1000, 9999))}`,
    gender: random.pick(['MALE', 'FEMALE'] as const),
    languages: ['English', ...random.some(words.LANGUAGES.slice(1), 2)],
    specializations: random.some(words.SPECIALIZATIONS, 3),
    availability: random.some(words.AVAILABILITY, 4),
    status:
      index % 9 === 0
        ? random.pick(['INACTIVE', 'ON_LEAVE', 'PENDING_CLEARANCE'] as const)
        : 'ACTIVE',
    assignedFacility: random.pick(facilityIds),
    // Most are checked and trained; a few are not yet (fixed by position: the random sequence,
    // and so every record after this one, stays as it was).
    backgroundCheckStatus: index % 13 === 7 ? 'PENDING' : 'PASSED',
    backgroundCheckDate: shiftDate(today, -(30 + (index % 300))),
    trainingCompleted: index % 17 !== 11,
    totalVolunteerHours: random.int(0, 400),
    dateJoined: shiftDate(today, -random.int(30, 1500)),
  })) satisfies Insert<typeof volunteer>[];
  const leaders = [...leadVolunteerIds, ...volunteers.map((row) => row.id)];

  const clients = Array.from({ length: 400 * scale }, (_, index) => {
    const incarcerated = random.chance(0.7);
    const name = person(random);
    return {
      id: stableUuid(`client-${index}`),
      clientId: `C-${String(index + 1).padStart(5, '0')}`,
      ...name,
      preferredName: name.firstName,
      age: random.int(18, 70),
      gender: random.pick(['MALE', 'MALE', 'FEMALE'] as const),
      religiousStatus: random.pick(RELIGIOUS_STATUSES),
      language: ['English', ...random.some(words.LANGUAGES.slice(1), 1)],
      interestAreas: random.some(words.INTERESTS, 3),
      incarcerated,
      facilityId: incarcerated ? random.pick(facilityIds) : null,
      // The numbers a facility's desk asks for (decision 097), from the index rather than the
      // random stream, so every other demo value stays as it was.
      inmateNumber: incarcerated ? `${((index * 7919) % 900000) + 100000}` : null,
      housingUnit: incarcerated
        ? `${'ABCDEF'[index % 6]}${1 + (index % 4)}-${1 + (index % 30)}`
        : null,
      // Releases in each of the Releases page's windows (30, 60, 90 days) and later.
      releaseDate:
        incarcerated && random.chance(0.5)
          ? shiftDate(today, random.int(...random.pick(RELEASE_WINDOWS)))
          : null,
      reentryPlan: incarcerated ? random.chance(0.4) : null,
      currentAddress: incarcerated
        ? null
        : `${random.int(1, 999)} ${random.pick(words.TOWNS)} Street`,
      employmentStatus: incarcerated ? null : random.pick(EMPLOYMENT_STATUSES),
      housingStatus: incarcerated ? null : random.pick(HOUSING_STATUSES),
      firstContactDate: shiftDate(today, -random.int(10, 1200)),
      lastContactDate: shiftDate(today, -random.int(0, 60)),
      assignedVolunteerId: random.chance(0.85) ? random.pick(leaders) : null,
      followUpDate: random.chance(0.3) ? shiftDate(today, random.int(-10, 30)) : null,
      consentGiven: true,
      dataUsageConsent: true,
      status: index % 7 === 0 ? random.pick(CLIENT_STATUSES) : 'ACTIVE',
    } satisfies Insert<typeof client>;
  });

  const resources = Array.from({ length: 2 * RESOURCE_TYPES.length * scale }, (_, index) => {
    const type = RESOURCE_TYPES[index % RESOURCE_TYPES.length]!;
    const category = categoryForType(type);
    const forFacility = isIncarcerationCategory(category);
    const primary = random.pick(facilityIds);
    const drawn = {
      id: stableUuid(`resource-${index}`),
      title: `${type.charAt(0)}${type.slice(1).toLowerCase().replaceAll('_', ' ')} ${Math.floor(index / RESOURCE_TYPES.length) + 1}`,
      description: `Demo ${category.toLowerCase().replaceAll('_', ' ')} resource for the programme's clients and volunteers.`,
      type,
      category,
      quantity: random.int(0, 80),
      reorderThreshold: random.pick([null, 5, 10, 20]),
      costPerUnit: Math.round(random.next() * 5000) / 100,
      facilityId: forFacility ? primary : null,
      approvedFacilities: forFacility
        ? [primary, ...random.some(facilityIds, 2)].filter((id, i, all) => all.indexOf(id) === i)
        : [],
      providerName: forFacility ? null : `${random.pick(words.TOWNS)} Community Services`,
      contactInfo: forFacility ? null : `+1 555 ${random.int(100, 999)} ${random.int(1000, 9999)}`,
      serviceArea: forFacility ? null : random.pick(words.REGIONS),
      waitlistTime: forFacility ? null : `${random.int(0, 8)} weeks`,
      timesDistributed: random.int(0, 200),
      lastDistributedDate: new Date(`${shiftDate(today, -random.int(0, 120))}T15:00:00Z`),
      status: random.pick([
        'AVAILABLE',
        'AVAILABLE',
        'AVAILABLE',
        'LOW_STOCK',
        'NEEDS_RENEWAL',
      ] as const),
    } satisfies Insert<typeof resource>;
    // As the product saves it (product.md §4.6): the stock decides the status unless it was set
    // by hand, and a resource never distributed has no last distribution.
    return {
      ...drawn,
      status: statusFollowingStock(drawn),
      lastDistributedDate: drawn.timesDistributed > 0 ? drawn.lastDistributedDate : null,
    };
  });

  const programs = Array.from({ length: 300 * scale }, (_, index) => {
    const startHour = random.int(8, 19);
    // Twelve months: ten behind, two ahead.
    const date = shiftDate(today, random.int(-300, 60));
    const type = random.pick(PROGRAM_TYPES);
    const past = date < today;
    const attendees = past ? random.int(3, 40) : 0;
    return {
      id: stableUuid(`program-${index}`),
      volunteerId:
        index < leadVolunteerIds.length * 6
          ? leadVolunteerIds[index % leadVolunteerIds.length]!
          : random.pick(leaders),
      facilityId: random.pick(facilityIds),
      type,
      title: random.pick(words.PROGRAM_TITLES[type]),
      description: 'Regular programme session with study, discussion and prayer.',
      date,
      startTime: `${String(startHour).padStart(2, '0')}:00`,
      endTime: `${String(startHour + random.int(1, 2)).padStart(2, '0')}:${random.pick(['00', '30'])}`,
      location: random.pick(['Chapel', 'Classroom B', 'Library', 'Visiting room']),
      attendees,
      newAttendees: Math.min(attendees, random.int(0, 5)),
      status: past
        ? random.pick(['COMPLETED', 'COMPLETED', 'CANCELLED'] as const)
        : random.pick(PROGRAM_STATUSES.slice(0, 1)),
      approvalStatus: past ? 'APPROVED' : random.pick(['PENDING', 'APPROVED'] as const),
      materialRequested: random.some(['Qurans', 'Prayer mats', 'Handouts'], 2),
    } satisfies Insert<typeof program>;
  });

  const incidents = Array.from({ length: 40 * scale }, (_, index) => ({
    id: stableUuid(`incident-${index}`),
    reporterId: random.pick(leaders),
    facilityId: random.pick(facilityIds),
    date: shiftDate(today, -random.int(0, 180)),
    time: `${String(random.int(8, 20)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`,
    location: random.pick(['Yard', 'Chapel', 'Hallway', 'Visiting room']),
    type: random.pick(INCIDENT_TYPES),
    description: 'Demo incident report describing what happened and who was present.',
    status: INCIDENT_STATUSES[index % INCIDENT_STATUSES.length]!,
  })) satisfies Insert<typeof incidentReport>[];

  const requests = Array.from({ length: 30 * scale }, (_, index) => ({
    id: stableUuid(`request-${index}`),
    resourceId: random.pick(resources).id,
    requesterId: random.pick(leaders),
    requesterName: `${random.pick(words.FIRST_NAMES)} ${random.pick(words.LAST_NAMES)}`,
    facilityId: random.pick(facilityIds),
    quantity: random.int(1, 5),
    status: random.pick(RESOURCE_REQUEST_STATUSES),
  })) satisfies Insert<typeof resourceRequest>[];
  for (const row of requests as Insert<typeof resourceRequest>[]) {
    if (row.status === 'FULFILLED')
      row.fulfillmentDate = new Date(`${shiftDate(today, -random.int(1, 30))}T12:00:00Z`);
  }

  // Each volunteer's clearance at their facility: most approved for a year or two, some expiring
  // within the month (for the reminders), a few pending or revoked.
  const clearances = volunteers.map((row, index) => {
    const status = index % 19 === 3 ? 'PENDING' : index % 29 === 5 ? 'REVOKED' : 'APPROVED';
    const expiresIn = index % 10 === 4 ? random.int(1, 30) : random.int(31, 720);
    return {
      volunteerId: row.id,
      facilityId: row.assignedFacility,
      status,
      grantedOn: status === 'PENDING' ? null : shiftDate(today, expiresIn - 730),
      expiresOn: status === 'PENDING' ? null : shiftDate(today, expiresIn),
      reference: status === 'PENDING' ? null : `BADGE-${String(index + 1).padStart(5, '0')}`,
    } satisfies Insert<typeof volunteerClearance>;
  });

  // The demo volunteer account (the lead volunteers) is cleared where it leads programs, so a
  // visitor to the demo can request visits (product.md §3.2.1); one clearance runs out within
  // the month, for the reminders and the overview.
  for (const leadId of leadVolunteerIds) {
    const ledAt = [
      ...new Set(programs.filter((row) => row.volunteerId === leadId).map((row) => row.facilityId)),
    ];
    ledAt.forEach((facilityId, index) =>
      clearances.push({
        volunteerId: leadId,
        facilityId,
        status: 'APPROVED',
        grantedOn: shiftDate(today, -200),
        expiresOn: shiftDate(today, index === 0 ? 20 : 365),
        reference: null,
      }),
    );
  }

  const schedules = demoVisits(random, today, scale, volunteers, clearances, leaders, facilityIds);

  return {
    facilities,
    volunteers,
    clients,
    resources,
    programs,
    schedules,
    incidents,
    requests,
    clearances,
  };
}
