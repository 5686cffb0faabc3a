import { reentryStepDeclaration } from './reentry-step.record';
import { reentryStepTemplateDeclaration } from './reentry-step-template.record';

/** A step of a client's plan by the declared rules (reentry-step.record.ts). */
export const reentryStepInputSchema = reentryStepDeclaration.inputObject;

/** A step of the default plan (reentry-step-template.record.ts). */
export const reentryStepTemplateInputSchema = reentryStepTemplateDeclaration.inputObject;
