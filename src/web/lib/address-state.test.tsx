import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import { useAddressState } from './address-state';

/** A page with a status filter that defaults to PENDING, and a boolean and a number. */
function Page() {
  const [view, change] = useAddressState({
    status: 'PENDING' as string | null,
    openFirst: false as boolean,
    size: 25 as number,
  });
  const location = useLocation();
  return (
    <>
      <output aria-label="Address">{location.search}</output>
      <output aria-label="View">{JSON.stringify(view)}</output>
      <button type="button" onClick={() => change({ status: null })}>
        All statuses
      </button>
      <button type="button" onClick={() => change({ status: 'PENDING' })}>
        Pending
      </button>
      <button type="button" onClick={() => change({ openFirst: true, size: 50 })}>
        Open first, 50
      </button>
    </>
  );
}

const shown = (name: string) => screen.getByRole('status', { name }).textContent;

describe('useAddressState', () => {
  it('keeps an untouched view out of the address, and writes only what differs', async () => {
    const { user } = renderWithProviders(<Page />, { path: '/requests' });
    expect(shown('Address')).toBe('');
    expect(JSON.parse(shown('View')!)).toEqual({ status: 'PENDING', openFirst: false, size: 25 });

    await user.click(screen.getByRole('button', { name: 'Open first, 50' }));
    expect(shown('Address')).toBe('?openFirst=true&size=50');
    expect(JSON.parse(shown('View')!)).toEqual({ status: 'PENDING', openFirst: true, size: 50 });
  });

  it('remembers "none" chosen over a default, and the default again', async () => {
    const { user } = renderWithProviders(<Page />, { path: '/requests' });
    await user.click(screen.getByRole('button', { name: 'All statuses' }));
    expect(shown('Address')).toBe('?status=');
    expect(JSON.parse(shown('View')!).status).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pending' }));
    expect(shown('Address')).toBe('');
  });

  it('reads a shared address, the same view', () => {
    renderWithProviders(<Page />, { path: '/requests?status=&openFirst=true&size=10' });
    expect(JSON.parse(shown('View')!)).toEqual({ status: null, openFirst: true, size: 10 });
  });
});
