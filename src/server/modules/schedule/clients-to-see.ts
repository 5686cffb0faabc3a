/**
 * Who a volunteer sees on a visit: their clients in custody at the visit's facility, with the
 * inmate number and housing unit the facility's desk asks for (decision 097). Clients who have
 * not consented to be served are left out: no visit is recorded for them (decision 093); so are
 * anonymised records (decision 076).
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import { client } from '../../db/schema/client';
import { byKey, requestLoader } from '../../graphql/request-loader';

export interface ClientToSee {
  preferredName: string;
  clientId: string | null;
  inmateNumber: string | null;
  housingUnit: string | null;
}

/** A schedule's volunteer and facility, as the loader's key. */
export const visitKey = (volunteerId: string, facilityId: string) => `${volunteerId} ${facilityId}`;

// One query for a page of schedules.
export const clientsToSee = requestLoader<string, ClientToSee[]>(async (db, keys) => {
  const pairs = [...new Set(keys)].map((key) => key.split(' ') as [string, string]);
  const rows = await db
    .select({
      volunteerId: client.assignedVolunteerId,
      facilityId: client.facilityId,
      preferredName: client.preferredName,
      clientId: client.clientId,
      inmateNumber: client.inmateNumber,
      housingUnit: client.housingUnit,
    })
    .from(client)
    .where(
      and(
        eq(client.incarcerated, true),
        eq(client.consentGiven, true),
        // An anonymised record is no one to ask for at the desk.
        isNull(client.anonymisedOn),
        or(
          ...pairs.map(([volunteerId, facilityId]) =>
            and(eq(client.assignedVolunteerId, volunteerId), eq(client.facilityId, facilityId)),
          ),
        ),
      ),
    )
    .orderBy(client.preferredName, client.id);
  const grouped = new Map<string, ClientToSee[]>();
  for (const { volunteerId, facilityId, ...seen } of rows) {
    const key = visitKey(volunteerId!, facilityId!);
    grouped.set(key, [...(grouped.get(key) ?? []), seen]);
  }
  return byKey(
    keys,
    [...grouped],
    ([key]) => key,
    ([, seen]) => seen,
    [],
  );
});
