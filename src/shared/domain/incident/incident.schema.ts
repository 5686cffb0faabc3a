import type { z } from 'zod';
import { EVEN_WITH_OTHER_ERRORS } from '../common/fields';
import {
  createDefaults,
  createInputObject,
  laterFieldsAtCreation,
} from '../../record/define-record';
import { INCIDENT_MESSAGES, incidentDeclaration } from './incident.record';

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

/** What a new report is saved with, whatever was sent (product.md §4.4, §7.2): OPEN, no follow-up. */
export const INCIDENT_CREATE_DEFAULTS = laterFieldsAtCreation(incidentDeclaration);

/**
 * A new incident report (product.md §5.6), by the declared rules (incident.record.ts): saved OPEN,
 * with no resolution notes and no follow-up, whatever the form held in those.
 */
export const incidentCreateSchema = createInputObject(incidentDeclaration)
  .superRefine(checkWitnesses, EVEN_WITH_OTHER_ERRORS)
  .transform((report) => ({ ...report, ...INCIDENT_CREATE_DEFAULTS }));

/**
 * An edited incident report: status is chosen freely; the follow-up date is required when
 * follow-up is needed, and saved only then, otherwise null (product.md §4.4).
 */
export const incidentUpdateSchema = incidentDeclaration.inputObject
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

/** Defaults of product.md §9 for the fields a new report is given. */
export const INCIDENT_DEFAULTS = createDefaults(incidentDeclaration);
