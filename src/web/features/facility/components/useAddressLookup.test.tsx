import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlRequestBody, graphqlResponse } from '../../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../../tests/support/render';
import { ADDRESS_LOOKUP_DELAY_MS, LOOKUP_FAILED, useAddressLookup } from './useAddressLookup';

/** The address box and what the lookup found, as the facility form uses them. */
function AddressBox() {
  const lookup = useAddressLookup((found) => {
    const output = document.getElementById('found');
    if (output)
      output.textContent = `${found.latitude},${found.longitude} ${found.formattedAddress}`;
  });
  return (
    <>
      <label htmlFor="address">Address</label>
      <input id="address" onChange={(event) => lookup.addressChanged(event.target.value)} />
      <output id="found" />
      {lookup.failed && <p role="alert">{LOOKUP_FAILED}</p>}
    </>
  );
}

const FOUND = {
  data: {
    geocodeAddress: { latitude: 51.5, longitude: -0.12, formattedAddress: '10 Downing St, London' },
  },
};

function type(text: string) {
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: text } });
}

describe('useAddressLookup (product.md §4.6: one lookup a second after the last key)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = vi.fn(() => Promise.resolve(graphqlResponse(FOUND)));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for typing to pause, then asks once with the last text', async () => {
    renderWithProviders(<AddressBox />);
    type('10 Down');
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DELAY_MS - 100));
    type('10 Downing Street');
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DELAY_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = graphqlRequestBody<{ address: string }>(fetchMock.mock.calls[0]![1]);
    expect(body.variables.address).toBe('10 Downing Street');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(document.getElementById('found')!.textContent).toBe('51.5,-0.12 10 Downing St, London');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the address is not found', async () => {
    fetchMock.mockResolvedValueOnce(graphqlResponse({ data: { geocodeAddress: null } }));
    renderWithProviders(<AddressBox />);
    type('Nowhere at all');
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DELAY_MS));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert').textContent).toBe(LOOKUP_FAILED);
  });

  it('says so when the lookup itself fails', async () => {
    fetchMock.mockResolvedValueOnce(
      graphqlResponse({ errors: [{ message: LOOKUP_FAILED, extensions: { code: 'INTERNAL' } }] }),
    );
    renderWithProviders(<AddressBox />);
    type('Somewhere else');
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DELAY_MS));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe(LOOKUP_FAILED);
  });

  it('does not ask for a blank address', async () => {
    renderWithProviders(<AddressBox />);
    type('   ');
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DELAY_MS * 2));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
