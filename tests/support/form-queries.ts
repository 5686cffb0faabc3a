/**
 * Reading a Mantine form the way a person sees it, for component tests (the `web` project):
 * fields by their label, the labels shown, the text read out with a field, and the error
 * messages. Filling fields in is in form-actions.ts.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Mantine puts these on a field's error message (inputs and checkboxes respectively). */
const ERROR_MESSAGE = '.mantine-InputWrapper-error, .mantine-Checkbox-error';

/**
 * A field by its label; required labels end in an asterisk, which is not part of the name.
 * (A Select's option list is labelled by the label too, hence the selector.)
 */
export function field(label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}( \\*)?$`), {
    selector: 'input, textarea',
  });
}

/** The labels of the fields the container shows, without the asterisks (one query, not one a field). */
export function labelsShown(container: HTMLElement): string[] {
  return [...container.querySelectorAll('label')].map((label) =>
    (label.textContent ?? '').replace(/\s*\*$/, '').trim(),
  );
}

/** The texts the field's aria-describedby points at: its description and its error. */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

/** Every error message the container shows (inputs and checkboxes alike), sorted. */
export function shownErrors(container: HTMLElement): string[] {
  return [...container.querySelectorAll(ERROR_MESSAGE)]
    .map((error) => error.textContent ?? '')
    .sort();
}

/**
 * Whether a field is marked invalid. Mantine's Checkbox marks its input with data-error but
 * sets no aria-invalid (the message still reaches it through aria-describedby).
 */
export function isInvalid(input: HTMLInputElement): boolean {
  return input.type === 'checkbox'
    ? input.hasAttribute('data-error')
    : input.getAttribute('aria-invalid') === 'true';
}

/** How many of the container's fields are marked invalid. */
export function invalidFieldCount(container: HTMLElement): number {
  return [...container.querySelectorAll<HTMLInputElement>('input, textarea')].filter(isInvalid)
    .length;
}

/** Each field (by label) is marked invalid and reads out its message. */
export function expectErrorsOnFields(messages: Record<string, string>) {
  for (const [label, message] of Object.entries(messages)) {
    const input = field(label);
    expect(isInvalid(input), label).toBe(true);
    expect(descriptionOf(input), label).toContain(message);
  }
}

/**
 * The dialog on screen, once it has taken focus: it takes focus just after it opens, so a
 * test that typed sooner would have the focus taken from its field.
 */
export async function focusedDialog(): Promise<HTMLElement> {
  const dialog = screen.getByRole('dialog');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}
