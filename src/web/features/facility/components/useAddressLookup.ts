import { useDebouncedCallback } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { geocodeAddress, type GeocodeResult } from '../api/geocode.api';

/** product.md §9: the lookup runs once typing has paused this long. */
export const ADDRESS_LOOKUP_DELAY_MS = 1000;
/** product.md §8. */
export const LOOKUP_FAILED = 'Failed to lookup address coordinates';

/**
 * Looks an address up after typing pauses (product.md §4.6). Only the latest lookup counts: an
 * answer for text the user has since changed is dropped. On failure or no match the
 * coordinates can be typed by hand (`failed`).
 */
export function useAddressLookup(onFound: (result: GeocodeResult) => void) {
  const [looking, setLooking] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const lookUp = useDebouncedCallback(async (address: string) => {
    const text = address.trim();
    if (!text) return;
    const attempt = ++latest.current;
    setLooking(true);
    try {
      const result = await geocodeAddress(text);
      if (attempt !== latest.current) return;
      if (result) {
        setFailed(false);
        onFound(result);
      } else {
        setFailed(true);
      }
    } catch {
      if (attempt === latest.current) setFailed(true);
    } finally {
      if (attempt === latest.current) setLooking(false);
    }
  }, ADDRESS_LOOKUP_DELAY_MS);

  return {
    /** Call on every change of the address field. */
    addressChanged: (address: string) => {
      latest.current += 1; // an answer already on its way is now out of date
      void lookUp(address);
    },
    looking,
    failed,
  };
}
