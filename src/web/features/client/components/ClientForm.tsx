import { useForm } from '@mantine/form';
import { clientDeclaration } from '../../../../shared/domain/client/client.record';
import {
  clientDefaults,
  makeClientInputSchema,
} from '../../../../shared/domain/client/client.schema';
import { DeclaredFormSections } from '../../../components/records/declared/DeclaredFormSections';
import { toFormValues, type FormValuesOf } from '../../../components/records/declared/form-values';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { validateWith } from '../../../lib/form-validation';
import { programmeToday } from '../../../lib/date-format';
import { useQuery } from '@tanstack/react-query';
import { firstChoicesQuery } from '../../../components/pickers/reference-choices';
import { facilityChoices } from '../../facility/api/facility.api';
import { volunteerChoices } from '../../volunteer/api/volunteer.api';
import {
  inmateNumberSharedQuery,
  useCreateClient,
  useUpdateClient,
  type Client,
} from '../api/client.api';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DELAY_MS } from '../../../components/pickers/ReferenceSelect';
import { InmateNumberWarning } from './InmateNumberWarning';

interface ClientFormProps {
  /** null: add a new client. */
  client: Client | null;
  onClose: () => void;
  onReload: () => void;
}

type ClientFormState = FormValuesOf<typeof clientDeclaration.fields>;

/**
 * Add or edit a client (product.md §3.3 Reading A, §5.2): the fields and sections of the client's
 * declaration (client.record.ts), which shows the facility, expected release date and reentry
 * plan for an incarcerated client, and address, employment, housing and community support for
 * a client in the community (product.md §2.5).
 */
const PICKER_CHOICES = { facility: facilityChoices, volunteer: volunteerChoices() };

export function ClientForm({ client, onClose, onReload }: ClientFormProps) {
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  // A facility is asked for only while there is one to pick (the picker's first choices say).
  const firstFacilities = useQuery(firstChoicesQuery(facilityChoices));
  const schema = makeClientInputSchema({
    facilitiesExist: (firstFacilities.data?.length ?? 1) > 0,
  });
  const form = useForm<ClientFormState>({
    initialValues: toFormValues(clientDeclaration, client ?? clientDefaults(programmeToday())),
    validate: validateWith(schema),
  });
  const sharedNumber = useInmateNumberShared(form.values, client?.id ?? null);
  const { modalProps } = useRecordSubmit(form, {
    save: async (values) => {
      const input = schema.parse(values);
      if (!client) return createClient.mutateAsync(input);
      // Consent changes only as a recorded decision (decision 072): the boxes are locked here.
      const { consentGiven: _given, dataUsageConsent: _dataUsage, ...changes } = input;
      return updateClient.mutateAsync({
        ...changes,
        id: client.id,
        expectedVersion: client.version,
      });
    },
    savedMessage: client ? 'Client updated' : 'Client created',
    onSaved: onClose,
  });

  return (
    <RecordFormModal
      title={client ? 'Edit Client' : 'Add New Client'}
      submitLabel={client ? 'Save Changes' : 'Create Client'}
      {...modalProps}
      onClose={onClose}
      onReload={onReload}
    >
      <DeclaredFormSections
        declaration={clientDeclaration}
        form={form}
        isNew={client === null}
        pickerChoices={PICKER_CHOICES}
        record={client}
        fieldNotes={{ inmateNumber: sharedNumber }}
      />
    </RecordFormModal>
  );
}

/**
 * While an inmate number is typed for a client in custody: the warning that another client at
 * the facility has it (decision 097), asked once typing pauses.
 */
function useInmateNumberShared(
  values: Pick<ClientFormState, 'incarcerated' | 'facilityId' | 'inmateNumber'>,
  clientId: string | null,
) {
  const [typed] = useDebouncedValue(String(values.inmateNumber ?? '').trim(), SEARCH_DELAY_MS);
  const facilityId = values.incarcerated && values.facilityId ? String(values.facilityId) : '';
  const shared = useQuery({
    ...inmateNumberSharedQuery(facilityId, typed, clientId),
    enabled: facilityId !== '' && typed !== '',
  });
  if (!facilityId || !typed || !shared.data?.length) return null;
  return (
    <InmateNumberWarning client={{ inmateNumber: typed, inmateNumberSharedWith: shared.data }} />
  );
}
