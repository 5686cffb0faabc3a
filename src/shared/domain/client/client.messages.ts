/**
 * The client's messages: product.md §5.2's, and the same style for the fields the spec gives none
 * for. The form, the API and an import show the same words.
 */
export const CLIENT_MESSAGES = {
  preferredName: 'Name is required',
  age: 'Valid age is required',
  firstContactDate: 'First contact date is required',
  consentGiven: 'Consent is required',
  dataUsageConsent: 'Data usage consent is required',
  facilityId: 'Facility ID is required for incarcerated clients',
  currentAddress: 'Current address is required for clients in the community',
  employmentStatus: 'Employment status is required for clients in the community',
  housingStatus: 'Housing status is required for clients in the community',
  emailInvalid: 'Email is invalid',
  gender: 'Gender is required',
  religiousStatus: 'Religious status is required',
  status: 'Status is required',
  preferredContactMethod:
    'Choose Phone, Letter, Email or In Person as the preferred contact method',
} as const;
