/**
 * What the person typed into the sign-in page the server rendered (decision 079) before its
 * scripts had started. Taking the page over sets each field to the form's state, which is
 * empty, so main.tsx keeps the values just before, and the form takes them back once started.
 * Fields are known by Mantine form's `data-path` (the value's name in the form).
 */
let typed: Record<string, string> = {};
/** Enter was pressed in the form before the scripts started (rendered-page.ts marks it). */
const SUBMIT_REQUESTED = 'data-submit-requested';
let submitRequested = false;

export function keepTypedValues(root: HTMLElement): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('input[data-path]')) {
    if (input.value && input.dataset.path) typed[input.dataset.path] = input.value;
  }
  // Taken off before taking the page over: the scripts' render has no such attribute.
  for (const form of root.querySelectorAll(`form[${SUBMIT_REQUESTED}]`)) {
    form.removeAttribute(SUBMIT_REQUESTED);
    submitRequested = true;
  }
}

/**
 * Whether the person pressed Enter in `form` before the scripts started (before or while they
 * took the page over), once: the form then submits itself as soon as it can.
 */
export function takeSubmitRequest(form: HTMLFormElement | null): boolean {
  const requested = submitRequested || Boolean(form?.hasAttribute(SUBMIT_REQUESTED));
  submitRequested = false;
  form?.removeAttribute(SUBMIT_REQUESTED);
  return requested;
}

/** The values kept, once: a later form starts empty. */
export function takeTypedValues(): Record<string, string> {
  const values = typed;
  typed = {};
  return values;
}
