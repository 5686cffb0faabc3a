/**
 * A step of the programme's default reentry plan (product.md §3.3.1): admins maintain the list; a
 * client's plan starts as a copy of it. Declared once; the default steps come with migration 0028.
 * How to add a field: docs/adding-a-field.md.
 */
import { requiredText } from '../common/text';
import { defineRecord } from '../../record/define-record';
import { text } from '../../record/field';
import { offsetDaysField, REENTRY_STEP_MESSAGES } from './reentry-step.record';

export const reentryStepTemplateDeclaration = defineRecord({
  typeName: 'ReentryStepTemplate',
  webFeature: 'reentry',
  pluralName: 'ReentryStepTemplates',
  noun: 'template step',
  label: 'Reentry template step',
  startsWithDefaultRows: true,
  description: "A step of the programme's default reentry plan",
  fields: {
    title: text(requiredText(REENTRY_STEP_MESSAGES.title, 200), { label: 'Step' }),
    offsetDays: offsetDaysField(),
  },
});
