/** The theme gives a named loader the role its name needs (theme.ts). */
import { Loader } from '@mantine/core';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';

it('gives a named loader the role its name needs: a status screen readers announce', () => {
  renderWithProviders(<Loader aria-label="Loading the trends" />);
  expect(screen.getByRole('status', { name: 'Loading the trends' })).toBeTruthy();
});
