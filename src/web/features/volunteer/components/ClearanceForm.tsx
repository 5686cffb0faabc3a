import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { declaredInput } from '../../../components/records/declared/declared-input';
import { useForm } from '@mantine/form';
import { CLEARANCE_STATUSES } from '../../../../shared/domain/volunteer/volunteer.enums';
import { volunteerClearanceDeclaration } from '../../../../shared/domain/volunteer/volunteer-clearance.record';
import { volunteerClearanceInputSchema } from '../../../../shared/domain/volunteer/volunteer-clearance.schema';
import { ReferenceSelect } from '../../../components/pickers/ReferenceSelect';
import { formLabel } from '../../../components/records/declared/labels';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { validateWith } from '../../../lib/form-validation';
import { enumOptions } from '../../../lib/format';
import { facilityChoices } from '../../facility/api/facility.api';
import {
  useCreateVolunteerClearance,
  useUpdateVolunteerClearance,
  type VolunteerClearance,
} from '../api/volunteer-clearance.api';

const { fields } = volunteerClearanceDeclaration;

interface ClearanceFormProps {
  volunteerId: string;
  /** null: a new clearance. */
  clearance: VolunteerClearance | null;
  onDone: () => void;
}

/** Records or changes one clearance of a volunteer at a facility (product.md §3.2.1). */
export function ClearanceForm({ volunteerId, clearance, onDone }: ClearanceFormProps) {
  const create = useCreateVolunteerClearance();
  const update = useUpdateVolunteerClearance();
  const form = useForm({
    initialValues: {
      volunteerId,
      facilityId: clearance?.facilityId ?? '',
      status: clearance?.status ?? 'PENDING',
      grantedOn: clearance?.grantedOn ?? '',
      expiresOn: clearance?.expiresOn ?? '',
      reference: clearance?.reference ?? '',
      notes: clearance?.notes ?? '',
    },
    validate: validateWith(volunteerClearanceInputSchema),
  });
  const input = declaredInput(fields, form);
  const { submit, saving, failure } = useRecordSubmit(form, {
    save: (values) => {
      const input = volunteerClearanceInputSchema.parse(values);
      if (!clearance) return create.mutateAsync(input);
      const { volunteerId: _fixed, ...changes } = input;
      return update.mutateAsync({
        ...changes,
        id: clearance.id,
        expectedVersion: clearance.version,
      });
    },
    onSaved: onDone,
  });
  const facility = form.getInputProps('facilityId');

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={clearance ? `Edit clearance at ${clearance.facilityName}` : 'Add clearance'}
    >
      <Stack gap="xs">
        <ReferenceSelect
          label={formLabel(fields.facilityId)}
          required
          choices={facilityChoices}
          chosenName={clearance?.facilityName}
          value={form.getValues().facilityId || null}
          onChange={(value) => form.setFieldValue('facilityId', value ?? '')}
          error={facility.error as string | undefined}
        />
        <Group grow align="flex-start" wrap="wrap">
          <Select
            required
            allowDeselect={false}
            data={enumOptions(CLEARANCE_STATUSES)}
            {...input('status')}
          />
          <TextInput {...input('reference')} />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput type="date" {...input('grantedOn')} />
          <TextInput type="date" {...input('expiresOn')} />
        </Group>
        <Textarea autosize minRows={2} {...input('notes')} />
        {failure && (
          <Alert color="red" role="alert" title={failure.title}>
            {failure.detail}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {clearance ? 'Save Clearance' : 'Add Clearance'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
