import { clientDefaults } from '../../../../shared/domain/client/client.schema';
import { listText } from '../../../components/records/FieldList';
import { localToday } from '../../../lib/format';
import type { Client } from '../api/client.api';

/** What the client form edits: text fields as text (lists comma-separated), yes/no as booleans. */
export type ClientFormState = {
  clientId: string;
  preferredName: string;
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  age: string;
  gender: string;
  language: string;
  status: string;
  religiousStatus: string;
  conversionDate: string;
  programsAttended: string;
  interestAreas: string;
  incarcerated: boolean;
  facilityId: string;
  releaseDate: string;
  reentryPlan: boolean;
  currentAddress: string;
  employmentStatus: string;
  housingStatus: string;
  communitySupport: string;
  firstContactDate: string;
  lastContactDate: string;
  assignedVolunteerId: string;
  followUpDate: string;
  notes: string;
  specialNeeds: string;
  accommodations: string;
  consentGiven: boolean;
  dataUsageConsent: boolean;
};

export function emptyClientForm(): ClientFormState {
  const defaults = clientDefaults(localToday());
  return {
    clientId: '',
    preferredName: '',
    firstName: '',
    lastName: '',
    email: '',
    contactNumber: '',
    age: '',
    gender: defaults.gender,
    language: listText(defaults.language),
    status: defaults.status,
    religiousStatus: defaults.religiousStatus,
    conversionDate: '',
    programsAttended: '',
    interestAreas: '',
    incarcerated: defaults.incarcerated,
    facilityId: '',
    releaseDate: '',
    reentryPlan: false,
    currentAddress: '',
    employmentStatus: '',
    housingStatus: '',
    communitySupport: '',
    firstContactDate: defaults.firstContactDate,
    lastContactDate: '',
    assignedVolunteerId: '',
    followUpDate: '',
    notes: '',
    specialNeeds: '',
    accommodations: '',
    consentGiven: defaults.consentGiven,
    dataUsageConsent: defaults.dataUsageConsent,
  };
}

export function clientToForm(client: Client): ClientFormState {
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  return {
    clientId: client.clientId,
    preferredName: client.preferredName,
    firstName: text(client.firstName),
    lastName: text(client.lastName),
    email: text(client.email),
    contactNumber: text(client.contactNumber),
    age: text(client.age),
    gender: client.gender,
    language: listText(client.language),
    status: client.status,
    religiousStatus: client.religiousStatus,
    conversionDate: text(client.conversionDate),
    programsAttended: listText(client.programsAttended),
    interestAreas: listText(client.interestAreas),
    incarcerated: client.incarcerated,
    facilityId: text(client.facilityId),
    releaseDate: text(client.releaseDate),
    reentryPlan: client.reentryPlan ?? false,
    currentAddress: text(client.currentAddress),
    employmentStatus: text(client.employmentStatus),
    housingStatus: text(client.housingStatus),
    communitySupport: listText(client.communitySupport),
    firstContactDate: client.firstContactDate,
    lastContactDate: text(client.lastContactDate),
    assignedVolunteerId: text(client.assignedVolunteerId),
    followUpDate: text(client.followUpDate),
    notes: text(client.notes),
    specialNeeds: text(client.specialNeeds),
    accommodations: text(client.accommodations),
    consentGiven: client.consentGiven,
    dataUsageConsent: client.dataUsageConsent,
  };
}
