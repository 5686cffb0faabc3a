import { createContext, useContext } from 'react';

/**
 * The signed-in person's user id, given by AppRoutes to every page it shows, for what is kept
 * per person on this device (a list's layout). Null outside the signed-in pages.
 */
export const SignedInUserIdContext = createContext<string | null>(null);

export function useSignedInUserId(): string | null {
  return useContext(SignedInUserIdContext);
}
