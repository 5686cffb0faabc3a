import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
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
      <TextInput label={formLabel(fields.title)} required {...form.getInputProps('title')} />
      <Textarea
        label={formLabel(fields.description)}
        required
        autosize
        minRows={3}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={formLabel(fields.type)}
          required
          searchable
          allowDeselect={false}
          data={RESOURCE_TYPE_PICKER_GROUPS.map((group) => ({
            group: group.label,
            items: group.options,
          }))}
          {...form.getInputProps('type')}
        />
        <TextInput
          label={formLabel(fields.category)}
          readOnly
          description="Follows the type"
          value={humanize(categoryForType(type))}
        />
        <TextInput
          label={formLabel(fields.language)}
          required
          {...form.getInputProps('language')}
        />
        <TextInput label={formLabel(fields.topic)} {...form.getInputProps('topic')} />
        <TextInput
          label={formLabel(fields.quantity)}
          required
          inputMode="numeric"
          {...form.getInputProps('quantity')}
        />
        <TextInput
          label={formLabel(fields.reorderThreshold)}
          inputMode="numeric"
          {...form.getInputProps('reorderThreshold')}
        />
        <TextInput
          label={formLabel(fields.costPerUnit)}
          inputMode="decimal"
          {...form.getInputProps('costPerUnit')}
        />
        <Select
          label={formLabel(fields.status)}
          required
          allowDeselect={false}
          data={enumOptions(RESOURCE_STATUSES)}
          {...form.getInputProps('status')}
        />
        <ReferenceSelect
          label={formLabel(fields.facilityId)}
          required={!postRelease}
          clearable
          choices={facilityChoices}
          chosenName={carriedName(
            resource?.facilityId,
            resource?.facilityName,
            form.values.facilityId,
          )}
          {...form.getInputProps('facilityId')}
          value={form.values.facilityId || null}
        />
        <ReferenceMultiSelect
          label={formLabel(fields.approvedFacilities)}
          required={!postRelease}
          choices={facilityChoices}
          chosenNames={carriedNames(resource?.approvedFacilities, resource?.approvedFacilityNames)}
          {...form.getInputProps('approvedFacilities')}
          value={form.values.approvedFacilities}
        />
      </SimpleGrid>
      <TextInput label={formLabel(fields.url)} type="url" {...form.getInputProps('url')} />
      {isServiceType(type) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={formLabel(fields.providerName)}
            required
            {...form.getInputProps('providerName')}
          />
          <TextInput
            label={formLabel(fields.contactInfo)}
            required
            {...form.getInputProps('contactInfo')}
          />
        </SimpleGrid>
      )}
      {postRelease && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={formLabel(fields.serviceArea)} {...form.getInputProps('serviceArea')} />
          <TextInput
            label={formLabel(fields.waitlistTime)}
            {...form.getInputProps('waitlistTime')}
          />
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
