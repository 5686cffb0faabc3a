/**
 * Saving a record form (product.md §5: a second submit is blocked while one is in progress): the
 * server's per-field messages go next to their fields, a stale edit says so and offers a
 * reload, and any other failure is shown above the buttons. Nothing typed is lost on failure.
 */
import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError, failureTitle } from '../../lib/graphql';

const FORM_SUBMIT_FAILED = 'Failed to submit form. Please try again.';

export interface SubmitFailure {
  /** 'conflict': someone else saved the record since it was opened. */
  kind: 'conflict' | 'failed';
  title: string;
  detail: string | null;
}

function describeFailure(error: unknown, failedTitle: string): SubmitFailure {
  const apiError = error instanceof ApiError ? error : null;
  if (apiError?.code === 'CONFLICT') {
    return { kind: 'conflict', title: apiError.message, detail: null };
  }
  // Messages under fields are read there; anything else (a refusal of the whole form, such as
  // "This client is already anonymised") is worth reading in full.
  const onFields =
    apiError?.code === 'VALIDATION_FAILED' &&
    Object.keys(apiError.fieldErrors).some((name) => name !== 'form');
  const detail = onFields ? null : apiError ? apiError.message : String(error);
  return { kind: 'failed', title: failureTitle(failedTitle, error), detail };
}

export function useRecordSubmit<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  options: {
    save: (values: Values) => Promise<unknown>;
    onSaved: () => void;
    failedTitle?: string;
  },
) {
  const { save, onSaved, failedTitle = FORM_SUBMIT_FAILED } = options;
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);

  const saveOnce = async (values: Values) => {
    // A ref, not state: two clicks in one frame both see state from before the first.
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    setFailure(null);
    try {
      await save(values);
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        form.setErrors(error.fieldErrors);
      }
      setFailure(describeFailure(error, failedTitle));
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };
  // Built when the form is submitted, not during render: the handler reads the ref.
  const submit = (event?: FormEvent<HTMLFormElement>) => form.onSubmit(saveOnce)(event);

  return { submit, saving, failure };
}
