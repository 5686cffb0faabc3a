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
