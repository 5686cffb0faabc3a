import { useForm } from '@mantine/form';
import { clientConsentDeclaration } from '../../../../shared/domain/client/client-consent.record';
import type { ConsentDecision, ConsentKind } from '../../../../shared/domain/client/client.enums';
import { DeclaredFormSections } from '../../../components/records/declared/DeclaredFormSections';
import { toFormValues, type FormValuesOf } from '../../../components/records/declared/form-values';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { programmeToday } from '../../../lib/date-format';
import { validateWith } from '../../../lib/form-validation';
import { useRecordClientConsent } from '../api/client-consent.api';

type ConsentFormState = FormValuesOf<typeof clientConsentDeclaration.fields>;

interface ConsentFormProps {
  client: { id: string; preferredName: string };
  /** The decision the form starts with: the consent chosen, and the change from where it stands. */
  start: { kind: ConsentKind; decision: ConsentDecision };
  onClose: () => void;
}

const schema = clientConsentDeclaration.inputObject;

/**
 * Record a consent given or withdrawn (product.md §3.3.4): the fields of the consent's
 * declaration. Once saved it is kept as recorded; the client's tick follows it.
 */
export function ConsentForm({ client, start, onClose }: ConsentFormProps) {
  const recordConsent = useRecordClientConsent();
  const form = useForm<ConsentFormState>({
    initialValues: toFormValues(clientConsentDeclaration, {
      clientId: client.id,
      ...start,
      decidedOn: programmeToday(),
      method: null,
      notes: null,
    }),
    validate: validateWith(schema),
  });
  const { modalProps } = useRecordSubmit(form, {
    save: (values) => recordConsent.mutateAsync(schema.parse(values)),
    savedMessage: 'Consent decision recorded',
    onSaved: onClose,
  });
  return (
    <RecordFormModal
      title={`Record consent: ${client.preferredName}`}
      submitLabel="Record Decision"
      {...modalProps}
      onClose={onClose}
    >
      <DeclaredFormSections
        declaration={clientConsentDeclaration}
        form={form}
        isNew
        pickerChoices={{}}
        record={null}
      />
    </RecordFormModal>
  );
}
