import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from '../../../../tests/support/form-actions';
import { descriptionOf, field, shownErrors } from '../../../../tests/support/form-queries';
import { renderFormDialog, type FormDialogCallbacks } from '../../../../tests/support/render';
import { ApiError } from '../../lib/graphql';
import { useRecordSubmit } from './record-submit';
import { RecordFormModal } from './RecordFormModal';

/**
 * A visit request as a volunteer sends it: the volunteer is in the form's values (the server
 * takes the signed-in one), but the form shows no field for them. The server's refusal is the
 * one the test gives.
 */
function RequestForm({ refusal, onClose, onReload }: FormDialogCallbacks & { refusal: ApiError }) {
  const form = useForm({ initialValues: { volunteerId: 'me', facilityId: '', notes: '' } });
  const { submit, saving, failure } = useRecordSubmit(form, {
    save: () => Promise.reject(refusal),
    onSaved: onClose,
  });
  return (
    <RecordFormModal
      title="Request a Visit"
      submitLabel="Send Request"
      saving={saving}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      onReload={onReload}
    >
      <Select
        label="Facility"
        data={[{ value: 'f-1', label: 'HMP Leeds' }]}
        {...form.getInputProps('facilityId')}
      />
      <TextInput label="Notes" {...form.getInputProps('notes')} />
    </RecordFormModal>
  );
}

async function sendRefused(refusal: ApiError) {
  const rendered = await renderFormDialog((callbacks) => (
    <RequestForm refusal={refusal} {...callbacks} />
  ));
  await fill(rendered.user, 'Notes', 'Bring the rota');
  await rendered.user.click(within(rendered.dialog).getByRole('button', { name: 'Send Request' }));
  return { ...rendered, alert: await within(rendered.dialog).findByRole('alert') };
}

describe('a refusal of a record form (decision 093)', () => {
  it("shows a message for a field the form lacks as the form's message, in the server's words", async () => {
    const { alert, dialog, onClose } = await sendRefused(
      new ApiError('No approved clearance for HMP Leeds', 'VALIDATION_FAILED', {
        volunteerId: 'No approved clearance for HMP Leeds. Training not completed',
      }),
    );

    expect(alert.textContent).toBe('No approved clearance for HMP Leeds. Training not completed.');
    expect(alert.textContent).not.toContain('Failed to submit form');
    expect(shownErrors(dialog)).toEqual([]);
    expect(field('Notes').value).toBe('Bring the rota');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a message for a field the form shows under that field, and the rest above the buttons', async () => {
    const { alert } = await sendRefused(
      new ApiError('Facility is closed', 'VALIDATION_FAILED', {
        facilityId: 'Facility is closed',
        volunteerId: 'Clearance at HMP Leeds expired on 2026-12-14',
      }),
    );

    expect(descriptionOf(field('Facility'))).toContain('Facility is closed');
    expect(alert.textContent).toBe('Clearance at HMP Leeds expired on 2026-12-14.');
  });

  it('keeps the fields as the only place of messages that all have their field', async () => {
    const { alert } = await sendRefused(
      new ApiError('Facility is closed', 'VALIDATION_FAILED', {
        facilityId: 'Facility is closed',
      }),
    );

    expect(descriptionOf(field('Facility'))).toContain('Facility is closed');
    expect(alert.textContent).toBe('Failed to submit form. Please try again.');
  });

  it("shows a refusal of the whole form in the server's words", async () => {
    const { alert } = await sendRefused(
      new ApiError('This client is already anonymised', 'VALIDATION_FAILED', {
        form: 'This client is already anonymised',
      }),
    );

    expect(alert.textContent).toBe('This client is already anonymised.');
  });
});
