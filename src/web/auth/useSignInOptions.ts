import { useEffect, useState } from 'react';
import type { SignInOptions } from '../../shared/page-state';
import { pageState } from './page-state';

const CLOSED: SignInOptions = { allowSignUp: false, providers: [] };

/**
 * What the server offers signed-out visitors, from the page when it says (decision 058);
 * otherwise asked for, and sign-up stays hidden until the server says so.
 */
export function useSignInOptions(): SignInOptions {
  const [options, setOptions] = useState<SignInOptions>(() => pageState()?.signInOptions ?? CLOSED);
  useEffect(() => {
    if (pageState()?.signInOptions) return;
    let current = true;
    fetch('/api/sign-in-options')
      .then((response) => (response.ok ? (response.json() as Promise<SignInOptions>) : CLOSED))
      .then((answer) => current && setOptions(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return options;
}
