/**
 * An admin's override of the clearance rule (product.md §3.2.1), the same two fields on every
 * record that places a volunteer in a facility on a day (a schedule, a program's lead): the reason
 * the admin gave, and what the volunteer lacked at that moment. Both are kept on the record, shown
 * on it and audited with it; the server sets the second and clears both when the placement is
 * cleared again.
 */
import { z } from 'zod';
import { optionalText } from '../common/text';
import { text } from '../../record/field';

export const CLEARANCE_OVERRIDE_MESSAGES = {
  adminsOnly: 'Only admins can place a volunteer who is not cleared.',
  reasonNeeded: 'To place them anyway, give a reason for the override',
} as const;

const shownWhenOverridden = (values: Record<string, unknown>) =>
  Boolean(values.clearanceOverrideReason);

export const clearanceOverrideFields = () => ({
  clearanceOverrideReason: text(optionalText(1000), {
    label: 'Clearance Override',
    description:
      'Why an admin placed a volunteer who was not cleared for the facility on the day (null: no override)',
    inputDescription:
      'Admins only: the reason to place a volunteer who is not cleared for the facility on the day; kept only when they are not',
    filter: false,
    imported: false,
    form: false,
    // Shown above the details by their own note (ClearanceOverrideNote), not as a line.
    details: false,
    showWhen: shownWhenOverridden,
  }),
  clearanceOverrideMissing: text(z.string(), {
    label: 'Not Cleared Because',
    description: 'What the volunteer lacked when the admin overrode the clearance rule',
    nullable: true,
    readOnly: true,
    filter: false,
    details: false,
    showWhen: shownWhenOverridden,
  }),
});
