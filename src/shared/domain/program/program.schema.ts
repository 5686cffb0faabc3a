import { EVEN_WITH_OTHER_ERRORS } from '../common/fields';
import { declaredDefaults } from '../../record/define-record';
import { PROGRAM_MESSAGES, programDeclaration } from './program.record';

/**
 * A program as the form and the API take it (product.md §3.5, §5.5): each field's own rule comes from
 * the declaration (program.record.ts); the rule across fields is here. The date and times are
 * local to the programme's time zone (product.md §14); an end earlier than the start is the next
 * day.
 */
export const programInputSchema = programDeclaration.inputObject.superRefine((program, ctx) => {
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

/** Defaults of product.md §9 for a new program; it starts with no attendees and empty feedback (§4.3). */
export const PROGRAM_DEFAULTS = declaredDefaults(programDeclaration);
