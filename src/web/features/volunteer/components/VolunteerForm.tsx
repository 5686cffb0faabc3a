import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  VOLUNTEER_GENDERS,
  VOLUNTEER_STATUSES,
} from '../../../../shared/domain/volunteer/volunteer.enums';
import { volunteerInputSchema } from '../../../../shared/domain/volunteer/volunteer.schema';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { validateWith } from '../../../lib/form-validation';
import { enumOptions } from '../../../lib/format';
import { useCreateVolunteer, useUpdateVolunteer, type Volunteer } from '../api/volunteer.api';
import {
  emptyVolunteerForm,
  pickFormFields,
  volunteerToForm,
  type VolunteerFormState,
} from './volunteer-form-values';

interface VolunteerFormProps {
  /** null: add a new volunteer. */
  volunteer: Volunteer | null;
  onClose: () => void;
  onReload: () => void;
}

const LIST_HINT = 'Separate items with commas';

/** Add or edit a volunteer (spec §3.2, §5.1); the e-mail is locked when editing. */
export function VolunteerForm({ volunteer, onClose, onReload }: VolunteerFormProps) {
  const createVolunteer = useCreateVolunteer();
  const updateVolunteer = useUpdateVolunteer();
  const form = useForm<VolunteerFormState>({
    initialValues: volunteer ? volunteerToForm(volunteer) : emptyVolunteerForm(),
    validate: validateWith(volunteerInputSchema),
  });
  const { submit, saving, failure } = useRecordSubmit(form, {
    save: async (values) => {
      const input = volunteerInputSchema.parse(values);
      if (!volunteer) return createVolunteer.mutateAsync(input);
      // Fields the form does not show (clearance, training, …) keep their stored values.
      const { email: _locked, ...changes } = pickFormFields(input);
      return updateVolunteer.mutateAsync({
        ...changes,
        id: volunteer.id,
        expectedVersion: volunteer.version,
      });
    },
    onSaved: () => {
      notifications.show({
        color: 'brand',
        message: volunteer ? 'Volunteer updated' : 'Volunteer created',
      });
      onClose();
    },
  });

  return (
    <RecordFormModal
      title={volunteer ? 'Edit Volunteer' : 'Add New Volunteer'}
      submitLabel={volunteer ? 'Save Changes' : 'Create Volunteer'}
      saving={saving}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      onReload={onReload}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First Name" required {...form.getInputProps('firstName')} />
        <TextInput label="Last Name" required {...form.getInputProps('lastName')} />
        <TextInput
          label="Email"
          type="email"
          required
          disabled={volunteer !== null}
          description={volunteer ? 'The e-mail cannot be changed' : 'An invitation is sent here'}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Contact Number"
          type="tel"
          required
          {...form.getInputProps('contactNumber')}
        />
        <Select
          label="Gender"
          required
          allowDeselect={false}
          data={enumOptions(VOLUNTEER_GENDERS)}
          {...form.getInputProps('gender')}
        />
        <Select
          label="Status"
          required
          allowDeselect={false}
          data={enumOptions(VOLUNTEER_STATUSES)}
          {...form.getInputProps('status')}
        />
        <TextInput label="Date Joined" type="date" required {...form.getInputProps('dateJoined')} />
        <TextInput
          label="Volunteer Hours"
          inputMode="numeric"
          {...form.getInputProps('totalVolunteerHours')}
        />
      </SimpleGrid>
      <TextInput label="Languages" description={LIST_HINT} {...form.getInputProps('languages')} />
      <TextInput
        label="Expertise"
        description={LIST_HINT}
        {...form.getInputProps('specializations')}
      />
      <TextInput
        label="Availability"
        description={`${LIST_HINT}, e.g. Monday evenings, Saturdays`}
        {...form.getInputProps('availability')}
      />
      <TextInput
        label="Credentials"
        description={LIST_HINT}
        {...form.getInputProps('credentials')}
      />
      <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
    </RecordFormModal>
  );
}
