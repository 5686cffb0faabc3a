import { z } from 'zod';
import { optionalDate, requiredDate, requiredTime } from '../common/dates';
import { EVEN_WITH_OTHER_ERRORS, flag } from '../common/fields';
import { integerField } from '../common/numbers';
import { optionalText, requiredChoice, requiredText, textList } from '../common/text';
import { APPROVAL_STATUSES, PROGRAM_STATUSES, PROGRAM_TYPES } from './program.enums';

/** Messages of spec §5.5, and the same style for the fields the spec gives none for. */
export const PROGRAM_MESSAGES = {
  title: 'Program title is required',
  facilityId: 'Facility is required',
  volunteerId: 'Lead volunteer is required',
  type: 'Program type is required',
  date: 'Date is required',
  startTime: 'Start time is required',
  endTime: 'End time is required',
  location: 'Location within facility is required',
  description: 'Description is required',
  status: 'Status is required',
  approvalStatus: 'Approval status is required',
  attendeesInvalid: 'Total attendees must be a whole number',
  attendeesNegative: 'Total attendees cannot be negative',
  newAttendeesInvalid: 'New attendees must be a whole number',
  newAttendeesNegative: 'New attendees cannot be negative',
  newAttendeesTooMany: 'New attendees cannot exceed total attendees',
} as const;

/** Text kept as '' rather than null when empty: a new program starts with empty feedback. */
const textOrEmpty = optionalText().transform((text) => text ?? '');

/**
 * A program as the form and the API take it (spec §3.5, §5.5). The date and times are local
 * to the programme's time zone (decisions §5); an end earlier than the start is the next day.
 */
export const programInputSchema = z
  .object({
    title: requiredText(PROGRAM_MESSAGES.title),
    facilityId: requiredText(PROGRAM_MESSAGES.facilityId, 100),
    volunteerId: requiredText(PROGRAM_MESSAGES.volunteerId, 100),
    type: requiredChoice(PROGRAM_TYPES, PROGRAM_MESSAGES.type),
    description: requiredText(PROGRAM_MESSAGES.description, 5000),
    date: requiredDate(PROGRAM_MESSAGES.date),
    startTime: requiredTime(PROGRAM_MESSAGES.startTime),
    endTime: requiredTime(PROGRAM_MESSAGES.endTime),
    location: requiredText(PROGRAM_MESSAGES.location),
    // "Number fields are parsed as integers (default 0)" (spec §5.5).
    attendees: integerField({
      invalid: PROGRAM_MESSAGES.attendeesInvalid,
      min: 0,
      minMessage: PROGRAM_MESSAGES.attendeesNegative,
      empty: 0,
    }),
    newAttendees: integerField({
      invalid: PROGRAM_MESSAGES.newAttendeesInvalid,
      min: 0,
      minMessage: PROGRAM_MESSAGES.newAttendeesNegative,
      empty: 0,
    }),
    curriculum: optionalText(),
    materialRequested: textList(),
    approvalStatus: requiredChoice(APPROVAL_STATUSES, PROGRAM_MESSAGES.approvalStatus),
    approvalDate: optionalDate(),
    followUpNeeded: flag(false),
    followUpNotes: optionalText(),
    status: requiredChoice(PROGRAM_STATUSES, PROGRAM_MESSAGES.status),
    feedback: textOrEmpty,
    resourcesUsed: textList(),
  })
  .superRefine((program, ctx) => {
    const { attendees, newAttendees } = program;
    if (typeof attendees !== 'number' || typeof newAttendees !== 'number') return;
    if (newAttendees > attendees) {
      ctx.addIssue({
        code: 'custom',
        path: ['newAttendees'],
        message: PROGRAM_MESSAGES.newAttendeesTooMany,
      });
    }
  }, EVEN_WITH_OTHER_ERRORS);

export type ProgramInput = z.output<typeof programInputSchema>;
export type ProgramFormValues = z.input<typeof programInputSchema>;

/** Defaults of spec §9 for a new program; it starts with no attendees and empty feedback (§4.3). */
export const PROGRAM_DEFAULTS = {
  type: 'OTHER',
  status: 'SCHEDULED',
  approvalStatus: 'PENDING',
  attendees: 0,
  newAttendees: 0,
  feedback: '',
} as const satisfies Partial<ProgramInput>;
