/**
 * A step of a client's reentry plan (product.md §3.3.1), declared once: what is to be done, when
 * relative to the release (due-dates.ts), who does it, where it stands. A plan starts from the
 * programme's template (reentry-step-template.record.ts) and is changed per client. How to add a
 * field: docs/adding-a-field.md.
 */
import { optionalDate } from '../common/dates';
import { optionalInteger } from '../common/numbers';
import { optionalText, requiredChoice, requiredText } from '../common/text';
import { defineRecord } from '../../record/define-record';
import { choice, date, integer, reference, text } from '../../record/field';
import { MAX_OFFSET_DAYS, offsetLabel } from './due-dates';
import { REENTRY_STEP_STATUSES } from './reentry.enums';

export const REENTRY_STEP_MESSAGES = {
  clientId: 'Client is required',
  title: 'Step is required',
  offsetDays: `Days from release must be a whole number between -${MAX_OFFSET_DAYS} and ${MAX_OFFSET_DAYS}`,
  status: 'Step status is required',
} as const;

/** Days from release: negative before it, positive after, empty for no fixed day. */
const offsetDaysSchema = optionalInteger({
  invalid: REENTRY_STEP_MESSAGES.offsetDays,
  min: -MAX_OFFSET_DAYS,
  max: MAX_OFFSET_DAYS,
  maxMessage: REENTRY_STEP_MESSAGES.offsetDays,
});

export const offsetDaysField = () =>
  integer(offsetDaysSchema, {
    label: 'Days from Release',
    description:
      'When the step is due: days before (negative) or after (positive) the release; empty for no fixed day',
    details: { text: (value) => offsetLabel(value as number | null) },
  });

export const reentryStepDeclaration = defineRecord({
  typeName: 'ReentryStep',
  webFeature: 'client',
  pluralName: 'ReentrySteps',
  noun: 'reentry step',
  dueFromRelease: true,
  volunteerChanges: {
    fields: ['status', 'notes'],
    refused: "Volunteers can change only a step's status and notes",
    locked: 'Admins change this',
  },
  clientFile: {
    key: 'reentryPlan',
    title: 'Reentry plan',
    columns: ['title', 'status', 'doneOn', 'notes'],
    orderBy: ['createdAt'],
  },
  description: "A step of a client's reentry plan: what, when relative to release, who, status",
  // Its steps may name people, and a plan is no use to a report once its person is gone.
  deletedWhenClientAnonymised: true,
  fields: {
    clientId: reference('client', requiredText(REENTRY_STEP_MESSAGES.clientId, 100), {
      label: 'Client',
      description: 'The client (Client.id)',
      changeable: false,
    }),
    title: text(requiredText(REENTRY_STEP_MESSAGES.title, 200), { label: 'Step' }),
    offsetDays: offsetDaysField(),
    ownerId: reference('account', optionalText(100), {
      label: 'Owner',
      description: 'Account id of who does it (a volunteer or an admin)',
    }),
    status: choice(
      'ReentryStepStatus',
      REENTRY_STEP_STATUSES,
      requiredChoice(REENTRY_STEP_STATUSES, REENTRY_STEP_MESSAGES.status),
      { label: 'Status', default: 'OPEN' },
    ),
    // Set by the server: the day the step was marked done (the client's timeline shows it).
    doneOn: date(optionalDate(), { label: 'Done On', readOnly: true }),
    notes: text(optionalText(), { label: 'Notes', form: { input: 'textarea', wide: true } }),
  },
});
