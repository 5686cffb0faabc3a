import { useEffect, useState } from 'react';

export interface SignInOptions {
  allowSignUp: boolean;
  /** OpenID Connect providers configured on the server. */
  providers: { id: string; label: string }[];
}

const CLOSED: SignInOptions = { allowSignUp: false, providers: [] };

/** What the server offers signed-out visitors; sign-up stays hidden until it says so. */
export function useSignInOptions(): SignInOptions {
  const [options, setOptions] = useState<SignInOptions>(CLOSED);
  useEffect(() => {
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
