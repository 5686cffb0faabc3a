import { useForm } from '@mantine/form';
import type { QueryKey } from '@tanstack/react-query';
import {
  createDefaults,
  type Fields,
  type RecordDeclaration,
} from '../../../../shared/record/define-record';
import { programmeToday } from '../../../lib/date-format';
import { validateWith } from '../../../lib/form-validation';
import { RecordFormModal } from '../RecordFormModal';
import { useRecordSubmit } from '../record-submit';
import { useSaveDeclared, type DeclaredRecord } from './declared-records';
import { DeclaredFormSections } from './DeclaredFormSections';
import { toFormValues, type FormValuesOf } from './form-values';

interface DeclaredRecordFormProps<F extends Fields> {
  declaration: RecordDeclaration<F>;
  /** null: a new record. */
  stored: DeclaredRecord<F> | null;
  /** What a new record is given without a field of the form (the client it is for). */
  given?: Partial<Record<keyof F, unknown>>;
  title: string;
  submitLabel: string;
  /** The notification once saved. */
  savedMessage: string;
  /** Fields this person may not change, each with the reason shown beneath it. */
  lockedFields?: Partial<Record<string, string>>;
  /** Lists that show something of the record, refreshed with its own. */
  alsoRefresh?: QueryKey[];
  onClose: () => void;
}

/**
 * Adds or changes a record of any declared type: the declaration's form sections, checked by its
 * rules before sending, the server's messages shown by their fields, a changed record sent by its
 * changed fields (declared-records.ts).
 */
export function DeclaredRecordForm<F extends Fields>({
  declaration,
  stored,
  given = {},
  title,
  submitLabel,
  savedMessage,
  lockedFields,
  alsoRefresh,
  onClose,
}: DeclaredRecordFormProps<F>) {
  const save = useSaveDeclared(declaration, alsoRefresh);
  const form = useForm<FormValuesOf<F>>({
    initialValues: toFormValues(
      declaration,
      stored ?? { ...createDefaults(declaration, programmeToday()), ...given },
    ),
    validate: validateWith(declaration.inputObject),
  });
  const { modalProps } = useRecordSubmit(form, {
    save: (values) =>
      save.mutateAsync({
        stored,
        values: declaration.inputObject.parse({ ...values, ...given }) as Record<string, unknown>,
      }),
    savedMessage: savedMessage,
    onSaved: onClose,
  });
  return (
    <RecordFormModal title={title} submitLabel={submitLabel} {...modalProps} onClose={onClose}>
      <DeclaredFormSections
        declaration={declaration}
        form={form}
        isNew={stored === null}
        record={stored}
        lockedFields={lockedFields}
      />
    </RecordFormModal>
  );
}
