import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { declaredInput } from '../../../components/records/declared/declared-input';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { toFieldErrors } from '../../../../shared/domain/common/validation';
import {
  FACILITY_STATUSES,
  FACILITY_TYPES,
  SECURITY_LEVELS,
} from '../../../../shared/domain/facility/facility.enums';
import { facilityDeclaration } from '../../../../shared/domain/facility/facility.record';
import {
  FACILITY_DEFAULTS,
  facilityInputSchema,
  type FacilityInput,
} from '../../../../shared/domain/facility/facility.schema';
import { toFormValues, type FormValuesOf } from '../../../components/records/declared/form-values';
import { enumOptions } from '../../../lib/format';
import { ApiError } from '../../../lib/graphql';
import { useCreateFacility, useUpdateFacility, type Facility } from '../api/facility.api';
import { LOOKUP_FAILED, useAddressLookup } from './useAddressLookup';

const { fields } = facilityDeclaration;

const CREATE_FAILED = 'Failed to create facility. Please check your inputs and try again.';
const UPDATE_FAILED = 'Failed to update facility. Please check your inputs and try again.';

type FacilityFormValues = FormValuesOf<typeof facilityDeclaration.fields>;

interface FacilityFormProps {
  /** null: add a new facility. */
  facility: Facility | null;
  onClose: () => void;
}

export function FacilityForm({ facility, onClose }: FacilityFormProps) {
  const editing = facility !== null;
  const isPhone = useMediaQuery('(max-width: 48em)');
  const createFacility = useCreateFacility();
  const updateFacility = useUpdateFacility();
  const [failure, setFailure] = useState<{ title: string; detail: string | null } | null>(null);
  const form = useForm<FacilityFormValues>({
    initialValues: toFormValues(facilityDeclaration, facility ?? FACILITY_DEFAULTS),
    validate: (values) => {
      const result = facilityInputSchema.safeParse(values);
      return result.success ? {} : toFieldErrors(result.error);
    },
  });
  const input = declaredInput(fields, form);
  const saving = createFacility.isPending || updateFacility.isPending;
  // product.md §4.6: the address fills the coordinates; when it cannot, they are typed by hand.
  const lookup = useAddressLookup((found) => {
    form.setFieldValue('latitude', found.latitude);
    form.setFieldValue('longitude', found.longitude);
    form.setFieldValue('address', found.formattedAddress);
  });
  const coordinatesHint = lookup.failed
    ? 'Type the coordinates by hand'
    : 'Filled from the address';

  const save = async (input: FacilityInput) => {
    if (!facility) return createFacility.mutateAsync(input);
    const { email: _lockedEmail, ...changes } = input;
    return updateFacility.mutateAsync({
      ...changes,
      id: facility.id,
      expectedVersion: facility.version,
    });
  };

  const submit = form.onSubmit(async (values) => {
    if (saving) return;
    setFailure(null);
    try {
      await save(facilityInputSchema.parse(values));
      notifications.show({
        color: 'brand',
        message: editing ? 'Facility updated' : 'Facility created',
      });
      onClose();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.fieldErrors) form.setErrors(apiError.fieldErrors);
      const detail = apiError && apiError.code !== 'VALIDATION_FAILED' ? apiError.message : null;
      setFailure({ title: editing ? UPDATE_FAILED : CREATE_FAILED, detail });
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? 'Edit Facility' : 'Add New Facility'}
      size="xl"
      fullScreen={isPhone}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput required {...input('name')} />
            <TextInput required {...input('region')} />
          </SimpleGrid>
          <div>
            <TextInput
              required
              {...input('address')}
              onChange={(event) => {
                form.setFieldValue('address', event.currentTarget.value);
                lookup.addressChanged(event.currentTarget.value);
              }}
              rightSection={lookup.looking ? <Loader size="xs" aria-label="Looking up" /> : null}
            />
            {lookup.failed && (
              <Text size="sm" c="red.9" role="alert" mt={4}>
                {LOOKUP_FAILED}
              </Text>
            )}
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              readOnly={!lookup.failed}
              description={coordinatesHint}
              {...input('latitude')}
            />
            <NumberInput
              readOnly={!lookup.failed}
              description={coordinatesHint}
              {...input('longitude')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              required
              allowDeselect={false}
              data={enumOptions(FACILITY_TYPES)}
              {...input('type')}
            />
            <Select
              required
              allowDeselect={false}
              data={enumOptions(SECURITY_LEVELS)}
              {...input('securityLevel')}
            />
            <Select
              required
              allowDeselect={false}
              data={enumOptions(FACILITY_STATUSES)}
              {...input('status')}
            />
          </SimpleGrid>
          <TextInput required {...input('operatingHours')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput required {...input('contactPerson')} />
            <TextInput type="tel" required {...input('contactNumber')} />
            <TextInput
              type="email"
              required
              disabled={editing}
              description={editing ? 'The e-mail cannot be changed' : undefined}
              {...input('email')}
            />
          </SimpleGrid>
          <TextInput description="Separate items with commas" {...input('facilities')} />
          <Textarea autosize minRows={2} {...input('visitationRules')} />
          <Textarea autosize minRows={2} {...input('itemRestrictions')} />
          <Textarea autosize minRows={2} {...input('notes')} />
          {failure && (
            <Alert color="red" role="alert" title={failure.title}>
              {failure.detail}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {editing ? 'Save Changes' : 'Create Facility'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
