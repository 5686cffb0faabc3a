/**
 * The program (product.md §3.5), declared once: its fields with their rules and messages, in the order
 * of the CSV columns, and its details panel. Its form is laid out by hand (ProgramForm: it changes with who edits and
 * what is being recorded). The date and times are local to the programme's time zone
 * (product.md §14). How to add a field: docs/adding-a-field.md.
 */
import { clockText } from '../common/date-text';
import { optionalDate, requiredDate, requiredTime } from '../common/dates';
import { flag as yesNo } from '../common/fields';
import { integerField } from '../common/numbers';
import { optionalText, requiredChoice, requiredText, textList } from '../common/text';
import { clearanceOverrideFields } from '../volunteer/clearance-override';
import { defineRecord } from '../../record/define-record';
import { choice, date, flag, integer, list, reference, text, time } from '../../record/field';
import { APPROVAL_STATUSES, PROGRAM_STATUSES, PROGRAM_TYPES } from './program.enums';

/** Messages of product.md §5.5, and the same style for the fields the spec gives none for. */
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

/** A count of people, 0 when empty ("Number fields are parsed as integers (default 0)",product.md §5.5). */
const count = (invalid: string, minMessage: string) =>
  integerField({ invalid, min: 0, minMessage, empty: 0 });

// Recorded after the program is held (product.md §2.7, §4.3): a new program starts without them.
const recordedLater = { created: false } as const;
const notFiltered = { filter: false } as const;

export const programDeclaration = defineRecord({
  typeName: 'Program',
  webFeature: 'program',
  pluralName: 'Programs',
  csvFileName: 'programs',
  noun: 'program',
  description:
    "A program held at a facility, led by a volunteer (product.md §3.5). Date and times are local to the programme's time zone.",
  fields: {
    // The details panel's title.
    title: text(requiredText(PROGRAM_MESSAGES.title), { label: 'Title', details: false }),
    type: choice(
      'ProgramType',
      PROGRAM_TYPES,
      requiredChoice(PROGRAM_TYPES, PROGRAM_MESSAGES.type),
      {
        label: 'Type',
        default: 'OTHER',
      },
    ),
    description: text(requiredText(PROGRAM_MESSAGES.description, 5000), { label: 'Description' }),
    facilityId: reference('facility', requiredText(PROGRAM_MESSAGES.facilityId, 100), {
      label: 'Facility',
    }),
    volunteerId: reference('volunteer', requiredText(PROGRAM_MESSAGES.volunteerId, 100), {
      label: 'Lead Volunteer',
      description: 'The lead volunteer',
    }),
    date: date(requiredDate(PROGRAM_MESSAGES.date), { label: 'Date' }),
    startTime: time(requiredTime(PROGRAM_MESSAGES.startTime), {
      label: 'Start Time',
      // One line for both: "10:00 AM – 11:30 AM".
      details: {
        label: 'Time',
        text: (start, program: { endTime: string }) =>
          `${clockText(String(start))} – ${clockText(program.endTime)}`,
      },
      ...notFiltered,
    }),
    endTime: time(requiredTime(PROGRAM_MESSAGES.endTime), {
      label: 'End Time',
      details: false,
      ...notFiltered,
    }),
    location: text(requiredText(PROGRAM_MESSAGES.location), {
      label: 'Location within Facility',
      description: 'Location within the facility',
    }),
    status: choice(
      'ProgramStatus',
      PROGRAM_STATUSES,
      requiredChoice(PROGRAM_STATUSES, PROGRAM_MESSAGES.status),
      { label: 'Status', default: 'SCHEDULED' },
    ),
    approvalStatus: choice(
      { api: 'ProgramApprovalStatus', storedAs: 'approval_status' },
      APPROVAL_STATUSES,
      requiredChoice(APPROVAL_STATUSES, PROGRAM_MESSAGES.approvalStatus),
      {
        label: 'Approval Status',
        default: 'PENDING',
        details: { label: 'Approval' },
        inputDescription: 'Only admins may choose anything but PENDING',
        updateDescription: 'Only admins may change it',
      },
    ),
    approvalDate: date(optionalDate(), {
      label: 'Approval Date',
      updateDescription: 'YYYY-MM-DD; only admins may change it',
      ...recordedLater,
      ...notFiltered,
    }),
    attendees: integer(
      count(PROGRAM_MESSAGES.attendeesInvalid, PROGRAM_MESSAGES.attendeesNegative),
      { label: 'Total Attendees', default: 0, ...recordedLater },
    ),
    newAttendees: integer(
      count(PROGRAM_MESSAGES.newAttendeesInvalid, PROGRAM_MESSAGES.newAttendeesNegative),
      { label: 'New Attendees', default: 0, ...recordedLater },
    ),
    curriculum: text(optionalText(), { label: 'Curriculum', ...notFiltered }),
    materialRequested: list(textList(), { label: 'Materials Requested' }),
    resourcesUsed: list(textList(), { label: 'Resources Used' }),
    feedback: text(textOrEmpty, {
      label: 'Feedback',
      default: '',
      ...recordedLater,
      ...notFiltered,
    }),
    followUpNeeded: flag(yesNo(false), {
      label: 'Follow-up needed',
      default: false,
      details: { label: 'Follow-up Needed' },
    }),
    followUpNotes: text(optionalText(), { label: 'Follow-up Notes', ...notFiltered }),
    ...clearanceOverrideFields(),
  },
  details: [
    {
      title: 'Program',
      fields: [
        'type',
        'date',
        'startTime',
        'facilityId',
        'location',
        'volunteerId',
        'status',
        'approvalStatus',
        'approvalDate',
        'description',
        'curriculum',
        'materialRequested',
        'resourcesUsed',
        'attendees',
        'newAttendees',
        'followUpNeeded',
        'followUpNotes',
        'feedback',
      ],
    },
  ],
});
