/**
 * Who and what a period of the seeded programme (world.ts) counts, worked out in plain TypeScript
 * from the data set alone, for the expected report and the overview's trends to be built from.
 */
import type { Period, SeedClient, SeedProgram, World } from './world';

const HELD_NOT = ['CANCELLED', 'POSTPONED'];
export const EMPLOYED = ['EMPLOYED_FULL_TIME', 'EMPLOYED_PART_TIME', 'SELF_EMPLOYED'];

/** Minutes from start to end, an end earlier than the start being the next day's. */
export function minutesOf({ startTime, endTime }: SeedProgram): number {
  const minutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
  return (minutes(endTime) - minutes(startTime) + 24 * 60) % (24 * 60);
}

/** Who and what the period counts, from the data set alone. */
export function counted(world: World, { from, to, facilityId }: Period) {
  const { today } = world;
  const within = (day: string | null) => day !== null && from <= day && day <= to;
  const here = (id: string | null) => facilityId === null || id === facilityId;
  const programs = world.programs.filter((row) => within(row.date) && here(row.facilityId));
  const held = (row: SeedProgram) => !HELD_NOT.includes(row.status) && row.date <= today;
  const lastReleaseDay = to < today ? to : today;
  // At a facility: held there, not a client in the community whose record still names it.
  const served = (row: SeedClient) =>
    (facilityId === null || (row.incarcerated && row.facilityId === facilityId)) &&
    (within(row.firstContactDate) ||
      world.contacts.some((contact) => contact.clientId === row.id && within(contact.date)));
  const released = (row: SeedClient) =>
    !row.incarcerated &&
    row.releaseDate !== null &&
    from <= row.releaseDate &&
    row.releaseDate <= lastReleaseDay;
  const consenting = new Set(
    world.clients.filter((row) => row.dataUsageConsent).map((row) => row.id),
  );
  const checkIns = world.checkIns.filter((row) => within(row.heldOn));
  const typeOf = new Map(world.resources.map((row) => [row.id, row.type]));
  return {
    programs,
    held,
    served: world.clients.filter((row) => row.dataUsageConsent && served(row)),
    released: world.clients.filter((row) => row.dataUsageConsent && released(row)),
    checkIns: checkIns.filter((row) => consenting.has(row.clientId)),
    leftOut: world.clients.filter(
      (row) =>
        !row.dataUsageConsent &&
        (served(row) || released(row) || checkIns.some((check) => check.clientId === row.id)),
    ).length,
    distributed: world.requests
      .filter(
        (row) =>
          row.status === 'FULFILLED' && within(row.fulfilled?.date ?? null) && here(row.facilityId),
      )
      .map((row) => ({
        ...row,
        type: typeOf.get(row.resourceId)!,
        month: row.fulfilled!.date.slice(0, 7),
      })),
    incidents: world.incidents.filter((row) => within(row.date) && here(row.facilityId)),
    within,
    here,
  };
}

type Counted = ReturnType<typeof counted>;

/** What each section of the expected report is worked out from. */
export interface SectionInput {
  world: World;
  period: Period;
  /** The months of the period, in order ('2026-03'). */
  months: string[];
  counts: Counted;
}
