import { z } from 'zod';
import { optionalDate, requiredDate, requiredTime } from '../common/dates';
import { EVEN_WITH_OTHER_ERRORS, flag } from '../common/fields';
import { optionalText, requiredChoice, requiredText, textList } from '../common/text';
import { INCIDENT_STATUSES, INCIDENT_TYPES } from './incident.enums';

/** Messages of spec §5.6, and the same style for the rules the spec gives none for. */
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

const reportFields = {
  reporterId: requiredText(INCIDENT_MESSAGES.reporterId, 100),
  facilityId: requiredText(INCIDENT_MESSAGES.facilityId, 100),
  date: requiredDate(INCIDENT_MESSAGES.date),
  time: requiredTime(INCIDENT_MESSAGES.time),
  location: requiredText(INCIDENT_MESSAGES.location),
  type: requiredChoice(INCIDENT_TYPES, INCIDENT_MESSAGES.type),
  description: requiredText(INCIDENT_MESSAGES.description, 5000),
  involvedInmates: textList(),
  /** Volunteer ids; the form's multi-select leaves the reporter out (spec §2.8). */
  witnessVolunteers: textList(),
  reportedToFacility: flag(false),
  facilityResponseRequired: flag(false),
  facilityResponse: optionalText(),
};

type WitnessCheck = { reporterId?: unknown; witnessVolunteers?: unknown };

function checkWitnesses(report: WitnessCheck, ctx: z.RefinementCtx) {
  const { reporterId, witnessVolunteers } = report;
  if (typeof reporterId !== 'string' || !Array.isArray(witnessVolunteers)) return;
  if (witnessVolunteers.includes(reporterId)) {
    ctx.addIssue({
      code: 'custom',
      path: ['witnessVolunteers'],
      message: INCIDENT_MESSAGES.reporterAsWitness,
    });
  }
}

/** What a new report is saved with, whatever was sent (spec §4.4, §7.2). */
export const INCIDENT_CREATE_DEFAULTS = {
  status: 'OPEN',
  resolutionNotes: '',
  followUpNeeded: false,
  followUpDate: null,
} as const;

/** A new incident report (spec §5.6): saved OPEN, with no resolution notes and no follow-up. */
export const incidentCreateSchema = z
  .object(reportFields)
  .superRefine(checkWitnesses, EVEN_WITH_OTHER_ERRORS)
  .transform((report) => ({ ...report, ...INCIDENT_CREATE_DEFAULTS }));

/**
 * An edited incident report: status is chosen freely; the follow-up date is required when
 * follow-up is needed, and saved only then, otherwise null (spec §4.4).
 */
export const incidentUpdateSchema = z
  .object({
    ...reportFields,
    status: requiredChoice(INCIDENT_STATUSES, INCIDENT_MESSAGES.status),
    resolutionNotes: optionalText().transform((text) => text ?? ''),
    followUpNeeded: flag(false),
    followUpDate: optionalDate(),
  })
  .superRefine((report, ctx) => {
    checkWitnesses(report, ctx);
    if (report.followUpNeeded === true && !report.followUpDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['followUpDate'],
        message: INCIDENT_MESSAGES.followUpDate,
      });
    }
  }, EVEN_WITH_OTHER_ERRORS)
  .transform((report) => ({
    ...report,
    followUpDate: report.followUpNeeded ? report.followUpDate : null,
  }));

export type IncidentCreateInput = z.output<typeof incidentCreateSchema>;
export type IncidentCreateFormValues = z.input<typeof incidentCreateSchema>;
export type IncidentUpdateInput = z.output<typeof incidentUpdateSchema>;
export type IncidentUpdateFormValues = z.input<typeof incidentUpdateSchema>;

/** Defaults of spec §9 for a new report. */
export const INCIDENT_DEFAULTS = {
  type: 'SECURITY',
} as const satisfies Partial<IncidentCreateInput>;
