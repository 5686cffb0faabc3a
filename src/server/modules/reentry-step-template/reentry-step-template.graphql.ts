/**
 * ReentryStepTemplate API (product.md §3.3.1): derived from the declaration, over its service;
 * admins only.
 */
import { reentryStepTemplateDeclaration } from '../../../shared/domain/reentry/reentry-step-template.record';
import type { ReentryStepTemplateRow } from '../../db/schema/reentry-step';
import { addCrudFields } from '../../graphql/crud-fields';
import { recordGraphQL } from '../../graphql/record-graphql';
import { reentryStepTemplateService } from './reentry-step-template.service';

const { ref, filterInput, createInput, updateInput } = recordGraphQL<
  ReentryStepTemplateRow,
  typeof reentryStepTemplateDeclaration.fields
>(reentryStepTemplateDeclaration, {
  createNote: "A step of the default plan; plans already started don't change.",
});

addCrudFields({
  typeName: 'ReentryStepTemplate',
  pluralName: 'ReentryStepTemplates',
  permissionModel: 'reentryStepTemplate',
  ref,
  service: reentryStepTemplateService,
  filterInput,
  createInput,
  updateInput,
});
