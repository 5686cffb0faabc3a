/**
 * Saving a record form (product.md §5: a second submit is blocked while one is in progress): the
 * server's per-field messages go next to their fields, a stale edit says so and offers a
 * reload, and any other failure is shown above the buttons. Nothing typed is lost on failure.
 * A message for a field the form does not show is the form's own message, in the server's words
 * (decision 093).
 */
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { ApiError, failureTitle } from '../../lib/graphql';

const FORM_SUBMIT_FAILED = 'Failed to submit form. Please try again.';

export interface SubmitFailure {
  /** 'conflict': someone else saved the record since it was opened. */
  kind: 'conflict' | 'failed';
  title: string;
  detail: string | null;
}

/** Messages as one sentence each: "No approved clearance for HMP Leeds. Training not completed." */
function asSentences(messages: readonly string[]): string {
  return messages.map((message) => message.replace(/\.?\s*$/, '.')).join(' ');
}

/**
 * `offField`: the server's messages for fields the form does not show (a volunteer's own
 * request has no volunteer field, yet their clearance is refused under it), or for the form as
 * a whole. They are the refusal: its title, word for word.
 */
function describeFailure(
  error: unknown,
  failedTitle: string,
  offField: readonly string[],
): SubmitFailure {
  const apiError = error instanceof ApiError ? error : null;
  if (apiError?.code === 'CONFLICT') {
    return { kind: 'conflict', title: apiError.message, detail: null };
  }
  if (offField.length > 0) return { kind: 'failed', title: asSentences(offField), detail: null };
  // Messages under fields are read there; anything else (a refusal of the whole form, such as
  // "This client is already anonymised") is worth reading in full.
  const onFields =
    apiError?.code === 'VALIDATION_FAILED' && Object.keys(apiError.fieldErrors).length > 0;
  const detail = onFields ? null : apiError ? apiError.message : String(error);
  return { kind: 'failed', title: failureTitle(failedTitle, error), detail };
}

/**
 * The field messages whose field the form does not show once the messages are set: a field
 * counts when an input of the form carries its path (Mantine's getInputProps gives each input
 * `data-path`), so one a form reveals only on an error (the clearance override) counts too.
 */
function messagesOffField(
  fieldErrors: Readonly<Record<string, string>>,
  formElement: HTMLFormElement | null,
): string[] {
  const shown = new Set(
    Array.from(formElement?.querySelectorAll('[data-path]') ?? [], (input) =>
      input.getAttribute('data-path'),
    ),
  );
  return Object.entries(fieldErrors)
    .filter(([name]) => !shown.has(name))
    .map(([, message]) => message);
}

export function useRecordSubmit<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  options: {
    save: (values: Values) => Promise<unknown>;
    /** After a save: most forms close. */
    onSaved: () => void;
    /** Shown once saved ('Client updated'), before onSaved. */
    savedMessage?: string;
    failedTitle?: string;
  },
) {
  const { save, onSaved, savedMessage, failedTitle = FORM_SUBMIT_FAILED } = options;
  const inFlight = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);
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
      if (savedMessage) notifications.show({ color: 'brand', message: savedMessage });
      onSaved();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      // Rendered now, so that fields shown only on an error are there to be found.
      if (Object.keys(fieldErrors).length > 0) flushSync(() => form.setErrors(fieldErrors));
      setFailure(
        describeFailure(error, failedTitle, messagesOffField(fieldErrors, formElement.current)),
      );
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };
  // Built when the form is submitted, not during render: the handler reads the ref.
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    formElement.current = event?.currentTarget ?? null;
    return form.onSubmit(saveOnce)(event);
  };

  /** What the form's modal needs of the save: RecordFormModal takes them as they are. */
  const modalProps = { saving, failure, onSubmit: submit };
  return { submit, saving, failure, modalProps };
}
