/**
 * ReentryStep API (product.md §3.3.1): derived from the declaration (its due day too,
 * due-on-field.ts), over its service, and starting a plan from the template.
 */
import { reentryStepDeclaration } from '../../../shared/domain/reentry/reentry-step.record';
import type { ReentryStepRow } from '../../db/schema/reentry-step';
import { builder } from '../../graphql/builder';
import { addCrudFields, serviceContext } from '../../graphql/crud-fields';
import { recordGraphQL } from '../../graphql/record-graphql';
import { reentryStepService } from './reentry-step.service';

const {
  ref: ReentryStep,
  filterInput,
  createInput,
  updateInput,
} = recordGraphQL<ReentryStepRow, typeof reentryStepDeclaration.fields>(reentryStepDeclaration, {
  createNote: "Admins only. The owner is an admin or the client's assigned volunteer.",
  updateNote: "Volunteers (of the client's plan) change only the status and the notes.",
});

addCrudFields({
  typeName: 'ReentryStep',
  pluralName: 'ReentrySteps',
  permissionModel: 'reentryStep',
  ref: ReentryStep,
  service: reentryStepService,
  filterInput,
  createInput,
  updateInput,
});

builder.mutationFields((t) => ({
  startReentryPlan: t.field({
    type: [ReentryStep],
    description:
      "Starts a client's reentry plan as a copy of the default plan, each step owned by the client's assigned volunteer; refused when the client has a plan",
    authScopes: { permission: 'reentryStep.startPlan' },
    args: { clientId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      reentryStepService.startPlan(serviceContext(context), String(args.clientId)),
  }),
}));
