/**
 * The incident report (product.md §3.6), declared once: its fields with their rules and messages, in
 * the order of the CSV columns, and its details panel. Its form is laid out by hand (IncidentForm:
 * it changes with who files and whether the report is being reviewed). How to add a field:
 * docs/adding-a-field.md.
 */
import { optionalDate, requiredDate, requiredTime } from '../common/dates';
import { flag as yesNo } from '../common/fields';
import { optionalText, requiredChoice, requiredText, textList } from '../common/text';
import { defineRecord } from '../../record/define-record';
import { choice, date, flag, list, reference, references, text, time } from '../../record/field';
import { INCIDENT_STATUSES, INCIDENT_TYPES } from './incident.enums';

/** Messages of product.md §5.6, and the same style for the rules the spec gives none for. */
export const INCIDENT_MESSAGES = {
  reporterId: 'Reporter is required',
  facilityId: 'Facility is required',
  date: 'Date is required',
  time: 'Time is required',
  location: 'Location is required',
  type: 'Incident type is required',
  description: 'Description is required',
  followUpDate: 'Follow-up date is required when follow-up is needed',
  reporterAsWitness: 'The reporter cannot also be a witness',
  status: 'Status is required',
} as const;

// A new report is saved OPEN, with no resolution notes and no follow-up (product.md §4.4): these are
// set when it is reviewed.
const setOnReview = { created: false } as const;
const notFiltered = { filter: false } as const;

export const incidentDeclaration = defineRecord({
  typeName: 'IncidentReport',
  webFeature: 'incident',
  pluralName: 'IncidentReports',
  csvFileName: 'incidents',
  noun: 'incident report',
  description: 'An incident report (product.md §3.6)',
  fields: {
    type: choice(
      'IncidentType',
      INCIDENT_TYPES,
      requiredChoice(INCIDENT_TYPES, INCIDENT_MESSAGES.type),
      {
        label: 'Incident Type',
        default: 'SECURITY',
        details: { label: 'Type' },
      },
    ),
    status: choice(
      'IncidentStatus',
      INCIDENT_STATUSES,
      requiredChoice(INCIDENT_STATUSES, INCIDENT_MESSAGES.status),
      { label: 'Status', default: 'OPEN', ...setOnReview },
    ),
    date: date(requiredDate(INCIDENT_MESSAGES.date), { label: 'Date' }),
    time: time(requiredTime(INCIDENT_MESSAGES.time), { label: 'Time', ...notFiltered }),
    facilityId: reference('facility', requiredText(INCIDENT_MESSAGES.facilityId, 100), {
      label: 'Facility',
    }),
    location: text(requiredText(INCIDENT_MESSAGES.location), { label: 'Location' }),
    description: text(requiredText(INCIDENT_MESSAGES.description, 5000), { label: 'Description' }),
    reporterId: reference('account', requiredText(INCIDENT_MESSAGES.reporterId, 100), {
      label: 'Reported By',
      form: { label: 'Reporter' },
      // An account that is neither a volunteer's nor an admin's is the programme's own.
      details: {
        label: 'Reporter',
        text: (_id, report: { reporterName?: string | null }) =>
          report.reporterName ?? 'Programme staff',
      },
      description: 'The account that filed it',
      inputDescription: "Admins only; a volunteer's reports are always their own",
      updateDescription: 'Admins only',
    }),
    involvedInmates: list(textList(), { label: 'Involved Inmates' }),
    // The form's multi-select leaves the reporter out (product.md §2.8).
    witnessVolunteers: references('volunteer', textList(), {
      label: 'Witness Volunteers',
      description: 'Volunteer ids',
    }),
    reportedToFacility: flag(yesNo(false), {
      label: 'Reported to facility',
      default: false,
      details: { label: 'Reported to Facility' },
    }),
    facilityResponseRequired: flag(yesNo(false), {
      label: 'Facility response required',
      default: false,
      details: { label: 'Facility Response Required' },
    }),
    facilityResponse: text(optionalText(), { label: 'Facility Response', ...notFiltered }),
    followUpNeeded: flag(yesNo(false), {
      label: 'Follow-up needed',
      default: false,
      details: { label: 'Follow-up Needed' },
      ...setOnReview,
    }),
    followUpDate: date(optionalDate(), {
      label: 'Follow-up Date',
      updateDescription: 'YYYY-MM-DD; kept only when follow-up is needed',
      ...setOnReview,
    }),
    resolutionNotes: text(
      optionalText().transform((text) => text ?? ''),
      { label: 'Resolution Notes', default: '', ...setOnReview, ...notFiltered },
    ),
  },
  details: [
    {
      title: 'Incident',
      fields: [
        'date',
        'time',
        'facilityId',
        'location',
        'reporterId',
        'type',
        'status',
        'description',
        'involvedInmates',
        'witnessVolunteers',
        'reportedToFacility',
        'facilityResponseRequired',
        'facilityResponse',
        'resolutionNotes',
        'followUpNeeded',
        'followUpDate',
      ],
    },
  ],
});
