import { useForm } from '@mantine/form';
import { volunteerDeclaration } from '../../../../shared/domain/volunteer/volunteer.record';
import { volunteerInputSchema } from '../../../../shared/domain/volunteer/volunteer.schema';
import { DeclaredFormSections } from '../../../components/records/declared/DeclaredFormSections';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { validateWith } from '../../../lib/form-validation';
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

/**
 * Add or edit a volunteer (product.md §3.2, §5.1): the fields and layout of the volunteer's
 * declaration (volunteer.record.ts); the e-mail is locked when editing.
 */
export function VolunteerForm({ volunteer, onClose, onReload }: VolunteerFormProps) {
  const createVolunteer = useCreateVolunteer();
  const updateVolunteer = useUpdateVolunteer();
  const form = useForm<VolunteerFormState>({
    initialValues: volunteer ? volunteerToForm(volunteer) : emptyVolunteerForm(),
    validate: validateWith(volunteerInputSchema),
  });
  const { modalProps } = useRecordSubmit(form, {
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
    savedMessage: volunteer ? 'Volunteer updated' : 'Volunteer created',
    onSaved: onClose,
  });

  return (
    <RecordFormModal
      title={volunteer ? 'Edit Volunteer' : 'Add New Volunteer'}
      submitLabel={volunteer ? 'Save Changes' : 'Create Volunteer'}
      {...modalProps}
      onClose={onClose}
      onReload={onReload}
    >
      <DeclaredFormSections
        declaration={volunteerDeclaration}
        form={form}
        isNew={volunteer === null}
      />
    </RecordFormModal>
  );
}
