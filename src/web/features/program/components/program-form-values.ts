import { PROGRAM_DEFAULTS } from '../../../../shared/domain/program/program.schema';
import { listText } from '../../../components/records/FieldList';
import { localToday } from '../../../lib/format';
import type { Program } from '../api/program.api';

/** What a new program sends (spec §2.7): attendance, approval date and feedback come later. */
export const PROGRAM_CREATE_FIELDS = [
  'title',
  'type',
  'facilityId',
  'location',
  'volunteerId',
  'date',
  'startTime',
  'endTime',
  'status',
  'approvalStatus',
  'description',
  'curriculum',
  'materialRequested',
  'resourcesUsed',
  'followUpNeeded',
  'followUpNotes',
] as const;

/** Editing adds these (spec §2.7). */
export const PROGRAM_EDIT_FIELDS = [
  ...PROGRAM_CREATE_FIELDS,
  'approvalDate',
  'attendees',
  'newAttendees',
  'feedback',
] as const;

/**
 * The volunteer portal (decisions §3, §4): the lead volunteer plans their own program. The lead
 * is the signed-in volunteer (sent on create, never changed after) and only admins approve.
 */
export const PROGRAM_LEAD_CREATE_FIELDS = PROGRAM_CREATE_FIELDS.filter(
  (field) => field !== 'approvalStatus',
);
export const PROGRAM_LEAD_EDIT_FIELDS = PROGRAM_CREATE_FIELDS.filter(
  (field) => field !== 'approvalStatus' && field !== 'volunteerId',
);

/** Recording what happened: whether it took place, who came and, once completed, feedback. */
export const PROGRAM_ATTENDANCE_FIELDS = [
  'status',
  'attendees',
  'newAttendees',
  'feedback',
] as const satisfies readonly (typeof PROGRAM_EDIT_FIELDS)[number][];

type FormField = (typeof PROGRAM_EDIT_FIELDS)[number];

/** Text for every field (lists comma-separated, numbers as typed); follow-up is a yes/no. */
export type ProgramFormState = Record<Exclude<FormField, 'followUpNeeded'>, string> & {
  followUpNeeded: boolean;
};

export function emptyProgramForm(): ProgramFormState {
  return {
    title: '',
    type: PROGRAM_DEFAULTS.type,
    facilityId: '',
    location: '',
    volunteerId: '',
    date: localToday(),
    startTime: '',
    endTime: '',
    status: PROGRAM_DEFAULTS.status,
    approvalStatus: PROGRAM_DEFAULTS.approvalStatus,
    description: '',
    curriculum: '',
    materialRequested: '',
    resourcesUsed: '',
    followUpNeeded: false,
    followUpNotes: '',
    approvalDate: '',
    attendees: String(PROGRAM_DEFAULTS.attendees),
    newAttendees: String(PROGRAM_DEFAULTS.newAttendees),
    feedback: PROGRAM_DEFAULTS.feedback,
  };
}

export function programToForm(program: Program): ProgramFormState {
  return {
    title: program.title,
    type: program.type,
    facilityId: program.facilityId,
    location: program.location,
    volunteerId: program.volunteerId,
    date: program.date,
    startTime: program.startTime,
    endTime: program.endTime,
    status: program.status,
    approvalStatus: program.approvalStatus,
    description: program.description,
    curriculum: program.curriculum ?? '',
    materialRequested: listText(program.materialRequested),
    resourcesUsed: listText(program.resourcesUsed),
    followUpNeeded: program.followUpNeeded,
    followUpNotes: program.followUpNotes ?? '',
    approvalDate: program.approvalDate ?? '',
    attendees: String(program.attendees),
    newAttendees: String(program.newAttendees),
    feedback: program.feedback,
  };
}
