/**
 * What the person typed into the sign-in page the server rendered (decision 079) before its
 * scripts had started. Taking the page over sets each field to the form's state, which is
 * empty, so main.tsx keeps the values just before, and the form takes them back once started.
 * Fields are known by Mantine form's `data-path` (the value's name in the form).
 */
let typed: Record<string, string> = {};

export function keepTypedValues(root: HTMLElement): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('input[data-path]')) {
    if (input.value && input.dataset.path) typed[input.dataset.path] = input.value;
  }
}

/** The values kept, once: a later form starts empty. */
export function takeTypedValues(): Record<string, string> {
  const values = typed;
  typed = {};
  return values;
}
