/** Filling a Mantine form in as a person would, for component tests (the `web` project). */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { field } from './form-queries';

/** Replaces a field's text as one paste: typing key by key re-renders the form each time. */
export async function fill(user: UserEvent, label: string, text: string) {
  const input = field(label);
  if (input.value === '') await user.click(input);
  else await user.clear(input);
  await user.paste(text);
}

/** Opens a Select and picks one of its options; the Select then shows it. */
export async function choose(user: UserEvent, label: string, option: string) {
  const input = field(label);
  await user.click(input);
  // Only the open Select renders its list; a picker that searches the server fills it on opening.
  const listbox = await screen.findByRole('listbox');
  await user.click(await within(listbox).findByRole('option', { name: option }));
  expect(input.value).toBe(option);
}

/**
 * In the open "Record consent: {name}" dialog (product.md §3.3.4): says how the client gave their
 * decision, then records it. Returns the dialog, for what it shows next.
 */
export async function recordConsentDecision(user: UserEvent, clientName: string, how: string) {
  const dialog = await screen.findByRole('dialog', { name: `Record consent: ${clientName}` });
  await choose(user, 'How', how);
  await user.click(within(dialog).getByRole('button', { name: 'Record Decision' }));
  return dialog;
}
