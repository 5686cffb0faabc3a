import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../../tests/support/render';
import { QuantityBar } from './QuantityBar';

/** The bar's width as the progressbar reports it, and the colour its root is marked with. */
function shownBar() {
  const bar = screen.getByRole('progressbar');
  return {
    percent: Number(bar.getAttribute('aria-valuenow')),
    color: bar.closest('[data-bar-color]')?.getAttribute('data-bar-color'),
    name: bar.getAttribute('aria-label'),
  };
}

describe('QuantityBar (product.md §4.6)', () => {
  it('is not shown when nothing is left', () => {
    renderWithProviders(<QuantityBar quantity={0} reorderThreshold={10} />);

    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/Quantity/)).toBeNull();
  });

  it('is red at or below the reorder threshold, its width quantity ÷ threshold', () => {
    renderWithProviders(<QuantityBar quantity={5} reorderThreshold={10} />);

    expect(shownBar()).toEqual({
      percent: 50,
      color: 'red',
      name: 'Quantity 5, at or below the reorder threshold',
    });
    expect(screen.getByText('Quantity: 5')).toBeTruthy();
  });

  it('is green above the threshold, capped at 100 %', () => {
    renderWithProviders(<QuantityBar quantity={30} reorderThreshold={10} />);

    expect(shownBar()).toEqual({ percent: 100, color: 'green', name: 'Quantity 30' });
  });

  it('scales to 10 without a threshold, and is green for any quantity above 0', () => {
    renderWithProviders(<QuantityBar quantity={4} reorderThreshold={null} />);

    expect(shownBar()).toEqual({ percent: 40, color: 'green', name: 'Quantity 4' });
  });
});
