/**
 * A volunteer's clearance at one facility (product.md §3.2.1), declared once: the facility's
 * decision (pending, approved, denied, revoked), the days it is in force, the facility's badge or
 * reference number and notes. One per volunteer and facility. Whether a volunteer may be placed in
 * a facility on a day is decided by clearance.ts. How to add a field: docs/adding-a-field.md.
 */
import { optionalDate } from '../common/dates';
import { optionalText, requiredChoice, requiredText } from '../common/text';
import { defineRecord } from '../../record/define-record';
import { choice, date, reference, text } from '../../record/field';
import { CLEARANCE_STATUSES } from './volunteer.enums';

export const VOLUNTEER_CLEARANCE_MESSAGES = {
  volunteerId: 'Volunteer is required',
  facilityId: 'Facility is required',
  status: 'Clearance status is required',
  expiresBeforeGranted: 'Expiry date must be on or after the granted date',
  duplicate: 'This volunteer already has a clearance for that facility',
} as const;

export const volunteerClearanceDeclaration = defineRecord({
  typeName: 'VolunteerClearance',
  webFeature: 'volunteer',
  pluralName: 'VolunteerClearances',
  // The volunteers' clearances at facilities, one row each (product.md §3.2.1).
  csvFileName: 'clearances',
  noun: 'clearance',
  description: "A volunteer's clearance at one facility: the facility's decision and its dates",
  fields: {
    volunteerId: reference(
      'volunteer',
      requiredText(VOLUNTEER_CLEARANCE_MESSAGES.volunteerId, 100),
      {
        label: 'Volunteer',
        description: 'The volunteer (Volunteer.id)',
        changeable: false,
      },
    ),
    facilityId: reference('facility', requiredText(VOLUNTEER_CLEARANCE_MESSAGES.facilityId, 100), {
      label: 'Facility',
      description: 'The facility that clears (Facility.id)',
    }),
    // The API's ClearanceStatus, shared with the volunteer's single clearance of product.md §3.2 (carried
    // over into these records by migration 0025) until that one is removed.
    status: choice(
      { api: 'ClearanceStatus', storedAs: 'volunteer_clearance_status' },
      CLEARANCE_STATUSES,
      requiredChoice(CLEARANCE_STATUSES, VOLUNTEER_CLEARANCE_MESSAGES.status),
      { label: 'Clearance Status', default: 'PENDING' },
    ),
    grantedOn: date(optionalDate(), { label: 'Granted On' }),
    expiresOn: date(optionalDate(), { label: 'Expires On' }),
    reference: text(optionalText(100), {
      label: 'Badge or Reference Number',
      description: "The facility's badge or reference number",
    }),
    notes: text(optionalText(), { label: 'Notes', form: { input: 'textarea', wide: true } }),
  },
});
