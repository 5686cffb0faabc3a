import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { declaredInput } from '../../../components/records/declared/declared-input';
import { useForm } from '@mantine/form';
import {
  RESOURCE_STATUSES,
  type ResourceType,
} from '../../../../shared/domain/resource/resource.enums';
import { resourceInputSchema } from '../../../../shared/domain/resource/resource.schema';
import {
  categoryForType,
  isServiceType,
  resourceTab,
  RESOURCE_TYPE_PICKER_GROUPS,
} from '../../../../shared/domain/resource/resource.types';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { pickFields } from '../../../lib/form-fields';
import { validateWith } from '../../../lib/form-validation';
import { formatDateTime } from '../../../lib/date-format';
import { enumOptions, humanize } from '../../../lib/format';
import { ReferenceSelect } from '../../../components/pickers/ReferenceSelect';
import { ReferenceMultiSelect } from '../../../components/pickers/ReferenceMultiSelect';
import { carriedName, carriedNames } from '../../../components/pickers/reference-choices';
import { facilityChoices } from '../../facility/api/facility.api';
import { useCreateResource, useUpdateResource, type Resource } from '../api/resource.api';
import {
  emptyResourceForm,
  RESOURCE_FORM_FIELDS,
  resourceToForm,
  type ResourceFormState,
} from './resource-form-values';
import { resourceDeclaration } from '../../../../shared/domain/resource/resource.record';
import { formLabel } from '../../../components/records/declared/labels';

const { fields } = resourceDeclaration;

const SAVE_FAILED = 'Failed to save resource. Please try again.';
const UPDATE_FAILED = 'Failed to update resource. Please try again.';
const ID_MISSING = 'Resource ID is missing';

interface ResourceFormProps {
  /** null: add a new resource. */
  resource: Resource | null;
  onClose: () => void;
  onReload: () => void;
}

/**
 * Add or edit a resource (product.md §2.6, §5.4 with product.md §11). The category follows the type and
 * is only shown; service types ask for a provider and contact information; times distributed
 * and the last distribution are read-only, as fulfilling requests changes them.
 */
export function ResourceForm({ resource, onClose, onReload }: ResourceFormProps) {
  const createResource = useCreateResource();
  const updateResource = useUpdateResource();
  const form = useForm<ResourceFormState>({
    initialValues: resource ? resourceToForm(resource) : emptyResourceForm(),
    validate: validateWith(resourceInputSchema),
  });
  const input = declaredInput(fields, form);
  const { modalProps } = useRecordSubmit(form, {
    failedTitle: resource ? UPDATE_FAILED : SAVE_FAILED,
    save: async (values) => {
      const input = pickFields(resourceInputSchema.parse(values), RESOURCE_FORM_FIELDS);
      if (!resource) return createResource.mutateAsync(input);
      if (!resource.id) throw new Error(ID_MISSING);
      return updateResource.mutateAsync({
        ...input,
        id: resource.id,
        expectedVersion: resource.version,
      });
    },
    savedMessage: resource ? 'Resource updated' : 'Resource created',
    onSaved: onClose,
  });
  const type = form.values.type as ResourceType;
  const postRelease = resourceTab(type) === 'POST_RELEASE';

  return (
    <RecordFormModal
      title={resource ? 'Edit Resource' : 'Add New Resource'}
      submitLabel={resource ? 'Save Changes' : 'Create Resource'}
      {...modalProps}
      onClose={onClose}
      onReload={onReload}
    >
      <TextInput required {...input('title')} />
      <Textarea required autosize minRows={3} {...input('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          required
          searchable
          allowDeselect={false}
          data={RESOURCE_TYPE_PICKER_GROUPS.map((group) => ({
            group: group.label,
            items: group.options,
          }))}
          {...input('type')}
        />
        <TextInput
          label={formLabel(fields.category)}
          readOnly
          description="Follows the type"
          value={humanize(categoryForType(type))}
        />
        <TextInput required {...input('language')} />
        <TextInput {...input('topic')} />
        <TextInput required inputMode="numeric" {...input('quantity')} />
        <TextInput inputMode="numeric" {...input('reorderThreshold')} />
        <TextInput inputMode="decimal" {...input('costPerUnit')} />
        <Select
          required
          allowDeselect={false}
          data={enumOptions(RESOURCE_STATUSES)}
          {...input('status')}
        />
        <ReferenceSelect
          required={!postRelease}
          clearable
          choices={facilityChoices}
          chosenName={carriedName(
            resource?.facilityId,
            resource?.facilityName,
            form.values.facilityId,
          )}
          {...input('facilityId')}
          value={form.values.facilityId || null}
        />
        <ReferenceMultiSelect
          required={!postRelease}
          choices={facilityChoices}
          chosenNames={carriedNames(resource?.approvedFacilities, resource?.approvedFacilityNames)}
          {...input('approvedFacilities')}
          value={form.values.approvedFacilities}
        />
      </SimpleGrid>
      <TextInput type="url" {...input('url')} />
      {isServiceType(type) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput required {...input('providerName')} />
          <TextInput required {...input('contactInfo')} />
        </SimpleGrid>
      )}
      {postRelease && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...input('serviceArea')} />
          <TextInput {...input('waitlistTime')} />
        </SimpleGrid>
      )}
      {resource && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={formLabel(fields.timesDistributed)}
            readOnly
            description="Changes when requests are fulfilled"
            value={String(resource.timesDistributed)}
          />
          <TextInput
            label={formLabel(fields.lastDistributedDate)}
            readOnly
            value={formatDateTime(resource.lastDistributedDate)}
          />
        </SimpleGrid>
      )}
    </RecordFormModal>
  );
}
