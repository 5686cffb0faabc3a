import { INCIDENT_DEFAULTS } from '../../../../shared/domain/incident/incident.schema';
import { listText } from '../../../components/records/FieldList';
import { localToday } from '../../../lib/format';
import type { IncidentReport } from '../api/incident.api';

/** What every report sends (spec §2.8); a new one is saved OPEN with no follow-up (§4.4). */
export const INCIDENT_CREATE_FIELDS = [
  'reporterId',
  'facilityId',
  'date',
  'time',
  'location',
  'type',
  'description',
  'involvedInmates',
  'witnessVolunteers',
  'reportedToFacility',
  'facilityResponseRequired',
  'facilityResponse',
] as const;

/** Editing adds these (spec §2.8). */
export const INCIDENT_EDIT_FIELDS = [
  ...INCIDENT_CREATE_FIELDS,
  'status',
  'resolutionNotes',
  'followUpNeeded',
  'followUpDate',
] as const;

/**
 * The volunteer portal (decisions §3, §4): a volunteer files in their own name (sent on create,
 * never changed after). Witnesses are left out: volunteers cannot list other volunteers, and
 * an edit then keeps the stored witnesses. Review (status, resolution, follow-up) is for admins.
 */
export const INCIDENT_OWN_CREATE_FIELDS = INCIDENT_CREATE_FIELDS.filter(
  (field) => field !== 'witnessVolunteers',
);
export const INCIDENT_OWN_EDIT_FIELDS = INCIDENT_OWN_CREATE_FIELDS.filter(
  (field) => field !== 'reporterId',
);

export type IncidentFormState = {
  reporterId: string;
  facilityId: string;
  date: string;
  time: string;
  location: string;
  type: string;
  description: string;
  /** Comma-separated names. */
  involvedInmates: string;
  /** Volunteer ids (a multi-select). */
  witnessVolunteers: string[];
  reportedToFacility: boolean;
  facilityResponseRequired: boolean;
  facilityResponse: string;
  status: string;
  resolutionNotes: string;
  followUpNeeded: boolean;
  followUpDate: string;
};

export function emptyIncidentForm(): IncidentFormState {
  return {
    reporterId: '',
    facilityId: '',
    date: localToday(),
    time: '',
    location: '',
    type: INCIDENT_DEFAULTS.type,
    description: '',
    involvedInmates: '',
    witnessVolunteers: [],
    reportedToFacility: false,
    facilityResponseRequired: false,
    facilityResponse: '',
    status: 'OPEN',
    resolutionNotes: '',
    followUpNeeded: false,
    followUpDate: '',
  };
}

export function incidentToForm(report: IncidentReport): IncidentFormState {
  return {
    reporterId: report.reporterId,
    facilityId: report.facilityId,
    date: report.date,
    time: report.time,
    location: report.location,
    type: report.type,
    description: report.description,
    involvedInmates: listText(report.involvedInmates),
    witnessVolunteers: [...report.witnessVolunteers],
    reportedToFacility: report.reportedToFacility,
    facilityResponseRequired: report.facilityResponseRequired,
    facilityResponse: report.facilityResponse ?? '',
    status: report.status,
    resolutionNotes: report.resolutionNotes,
    followUpNeeded: report.followUpNeeded,
    followUpDate: report.followUpDate ?? '',
  };
}
