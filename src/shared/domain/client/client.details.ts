/**
 * The client's details view (product.md §2.5), and how it and the clients' cards write a client's
 * location and age. The declaration (client.record.ts) checks that every name in the sections is
 * one of its fields and that each field has one place.
 */

/** Where the client lives, as lists and details write it. */
export const locationText = (incarcerated: unknown) =>
  incarcerated ? 'Incarcerated' : 'Community';

/**
 * A client's age as people read it: an anonymised client's age is the first year of its
 * ten-year band (37 is kept as 30, product.md §3.3.7), written as the band, "30–39".
 */
export function ageText(age: unknown, client: { anonymisedOn?: unknown }): string {
  if (typeof age !== 'number') return '';
  return client.anonymisedOn ? `${age}–${age + 9}` : String(age);
}

/** product.md §2.5's sections; Post-Release Information only for clients in the community. */
export const CLIENT_DETAILS_SECTIONS = [
  {
    title: 'Basic Information',
    fields: [
      'clientId',
      'preferredName',
      'firstName',
      'lastName',
      'email',
      'contactNumber',
      'preferredContactMethod',
      'age',
      'gender',
      'language',
      'incarcerated',
      'facilityId',
      'inmateNumber',
      'housingUnit',
      'releaseDate',
      'reentryPlan',
    ],
  },
  {
    title: 'Religious Information',
    fields: ['religiousStatus', 'conversionDate', 'programsAttended', 'interestAreas'],
  },
  {
    title: 'Post-Release Information',
    fields: ['currentAddress', 'employmentStatus', 'housingStatus', 'communitySupport'],
  },
  {
    title: 'Tracking Information',
    fields: [
      'firstContactDate',
      'lastContactDate',
      'followUpDate',
      'assignedVolunteerId',
      'anonymisedOn',
    ],
  },
  { title: 'Notes', fields: ['notes'] },
  {
    title: 'Special Requirements',
    fields: ['specialNeeds', 'accommodations', 'sensitiveShared'],
  },
] as const;
