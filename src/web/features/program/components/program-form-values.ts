import { PROGRAM_DEFAULTS } from '../../../../shared/domain/program/program.schema';
import { programDeclaration } from '../../../../shared/domain/program/program.record';
import { toFormValues, type FormValuesOf } from '../../../components/records/declared/form-values';
import { programmeToday } from '../../../lib/date-format';
import type { Program } from '../api/program.api';

/** What a new program sends (product.md §2.7): attendance, approval date and feedback come later. */
export const PROGRAM_CREATE_FIELDS = programDeclaration.inputFieldNames.filter(
  (field) => programDeclaration.fields[field].created !== false,
);

/** Editing adds those (product.md §2.7): every field. */
export const PROGRAM_EDIT_FIELDS = programDeclaration.inputFieldNames;

/**
 * The volunteer portal (product.md §12, §13): the lead volunteer plans their own program. The lead
 * is the signed-in volunteer (sent on create, never changed after) and only admins approve.
 */
export const PROGRAM_LEAD_CREATE_FIELDS = PROGRAM_CREATE_FIELDS.filter(
  (field) => field !== 'approvalStatus' && field !== 'clearanceOverrideReason',
);
export const PROGRAM_LEAD_EDIT_FIELDS = PROGRAM_LEAD_CREATE_FIELDS.filter(
  (field) => field !== 'volunteerId',
);

/** Recording what happened: whether it took place, who came and, once completed, feedback. */
export const PROGRAM_ATTENDANCE_FIELDS = [
  'status',
  'attendees',
  'newAttendees',
  'feedback',
] as const satisfies readonly (typeof PROGRAM_EDIT_FIELDS)[number][];

/** Text for every field (lists comma-separated, numbers as typed); follow-up is a yes/no. */
export type ProgramFormState = FormValuesOf<typeof programDeclaration.fields>;

export function emptyProgramForm(): ProgramFormState {
  return toFormValues(programDeclaration, { ...PROGRAM_DEFAULTS, date: programmeToday() });
}

/**
 * A stored override reason is not offered again: it was for the placement it was given for, and
 * a change that places the lead anew needs its own (product.md §3.2.1).
 */
export function programToForm(program: Program): ProgramFormState {
  return { ...toFormValues(programDeclaration, program), clearanceOverrideReason: '' };
}
