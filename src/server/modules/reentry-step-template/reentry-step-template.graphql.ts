/**
 * ReentryStepTemplate API (product.md §3.3.1): derived from the declaration, over its service;
 * admins only.
 */
import { reentryStepTemplateDeclaration } from '../../../shared/domain/reentry/reentry-step-template.record';
import { declaredApi } from '../../graphql/declared-api';
import { reentryStepTemplateService } from './reentry-step-template.service';

declaredApi({
  declaration: reentryStepTemplateDeclaration,
  service: reentryStepTemplateService,
  permissionModel: 'reentryStepTemplate',
  createNote: "A step of the default plan; plans already started don't change.",
});
