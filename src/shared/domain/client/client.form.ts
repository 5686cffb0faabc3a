/**
 * The client's add and edit form, section by section (product.md §2.5): choosing incarcerated
 * shows facility, expected release date and reentry plan; choosing the community shows address,
 * employment, housing and community support. The declaration (client.record.ts) checks that every
 * name here is one of its fields and that each field has one place.
 */
export const CLIENT_FORM_SECTIONS = [
  {
    title: 'Basic Information',
    fields: [
      'preferredName',
      'clientId',
      'firstName',
      'lastName',
      'email',
      'contactNumber',
      'preferredContactMethod',
      'age',
      'gender',
      'language',
      'status',
    ],
  },
  {
    title: 'Current Location',
    fields: [
      'incarcerated',
      'facilityId',
      'inmateNumber',
      'housingUnit',
      'releaseDate',
      'reentryPlan',
      'currentAddress',
      'communitySupport',
      'employmentStatus',
      'housingStatus',
    ],
  },
  {
    title: 'Religious Information',
    fields: ['religiousStatus', 'conversionDate', 'programsAttended', 'interestAreas'],
  },
  {
    title: 'Tracking Information',
    fields: ['firstContactDate', 'lastContactDate', 'followUpDate', 'assignedVolunteerId'],
  },
  {
    title: 'Notes and Special Requirements',
    fields: ['notes', 'specialNeeds', 'accommodations', 'sensitiveShared'],
  },
  { title: 'Consent', fields: ['consentGiven', 'dataUsageConsent'] },
] as const;
