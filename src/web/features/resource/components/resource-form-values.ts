import { resourceDeclaration } from '../../../../shared/domain/resource/resource.record';
import { RESOURCE_DEFAULTS } from '../../../../shared/domain/resource/resource.schema';
import { formFieldNames } from '../../../../shared/record/define-record';
import { toFormValues, type FormValuesOf } from '../../../components/records/declared/form-values';
import type { Resource } from '../api/resource.api';

/** The fields the resource form shows (product.md §2.6); the others keep their stored values. */
export const RESOURCE_FORM_FIELDS = formFieldNames(resourceDeclaration);

/**
 * Numbers are edited as text, so an empty box stays empty (null) rather than 0 (product.md §5.4);
 * approved facilities are ids (a multi-select). Fields the form does not show carry the stored
 * values, so the form's check judges the whole record; only the form's own are sent.
 */
export type ResourceFormState = FormValuesOf<typeof resourceDeclaration.fields>;

export function emptyResourceForm(): ResourceFormState {
  return toFormValues(resourceDeclaration, RESOURCE_DEFAULTS);
}

export function resourceToForm(resource: Resource): ResourceFormState {
  return toFormValues(resourceDeclaration, resource);
}
