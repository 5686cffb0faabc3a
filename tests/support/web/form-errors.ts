/** Checking a form's error messages as a person sees them, for component tests. */
import { expect } from 'vitest';
import { expectErrorsOnFields, shownErrors } from '../form-queries';

/**
 * The container shows exactly these error messages and no other, each on its field (by
 * label): the field is marked invalid and reads its message out.
 */
export function expectOnlyErrors(container: HTMLElement, messages: Record<string, string>) {
  expectErrorsOnFields(messages);
  expect(shownErrors(container)).toEqual(Object.values(messages).sort());
}
