import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LANDING_PARAMETERS } from '../../shared/page-state';
import { ConfirmSignInPage } from './ConfirmSignInPage';
import { ConfirmSignUpPage } from './ConfirmSignUpPage';
import { ForceNewPasswordPage } from './ForceNewPasswordPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';
import { useSignInOptions } from './useSignInOptions';

type View =
  | { name: 'signIn' }
  | { name: 'signUp' }
  | { name: 'confirmSignUp'; email: string }
  | { name: 'forgotPassword'; email?: string }
  | { name: 'confirmSignIn' }
  | { name: 'forceNewPassword'; email: string; temporaryPassword: string };

const PROVIDER_PROBLEMS: Record<string, string> = {
  oidc: 'Could not sign in with that provider. It signs in only an account it was linked to: sign in with your password, then link it under My account (it must use the same e-mail address, and have verified it). Ask an administrator if you have no account yet.',
  disabled: 'Your account is disabled. Ask an administrator.',
  locked: 'Too many failed sign-in attempts on this account. Try again in a few minutes.',
};

/**
 * Where a provider sign-in sent the browser back to (see the server's oidc-sign-in.ts), or the
 * link of a password reset an administrator sent (staff-password-reset.ts): the code step.
 */
function landing(search: string): { view: View; problem: string | null } {
  const params = new URLSearchParams(search);
  const problem = PROVIDER_PROBLEMS[params.get('signInError') ?? ''] ?? null;
  const step = params.get('signInStep');
  const resetFor = params.get('resetPasswordFor');
  if (resetFor) return { view: { name: 'forgotPassword', email: resetFor }, problem };
  return {
    view: step === 'authenticator' ? { name: 'confirmSignIn' } : { name: 'signIn' },
    problem,
  };
}

/** What a signed-out visitor sees, on any path: the sign-in views of product.md §2.3. */
export function SignedOutPages({ onSignedIn }: { onSignedIn: () => void }) {
  const { allowSignUp, providers } = useSignInOptions();
  const { search, pathname } = useLocation();
  const [arrival] = useState(() => landing(search));
  // The landing's parameters are read once; a reload shows the sign-in form.
  useEffect(() => {
    if (LANDING_PARAMETERS.some((name) => new URLSearchParams(search).has(name)))
      window.history.replaceState(null, '', pathname);
    // Only on arrival: the address is not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [view, setView] = useState<View>(arrival.view);
  const [notice, setNotice] = useState<string | null>(null);
  const backToSignIn = (message: string | null = null) => {
    setNotice(message || null);
    setView({ name: 'signIn' });
  };
  switch (view.name) {
    case 'signUp':
      return (
        <SignUpPage
          onSignIn={() => backToSignIn()}
          onCodeSent={(email) => setView({ name: 'confirmSignUp', email })}
        />
      );
    case 'confirmSignUp':
      return <ConfirmSignUpPage email={view.email} onDone={backToSignIn} />;
    case 'confirmSignIn':
      return <ConfirmSignInPage onSignedIn={onSignedIn} onCancel={() => backToSignIn()} />;
    case 'forgotPassword':
      return (
        <ForgotPasswordPage
          sentTo={view.email}
          onCancel={() => backToSignIn()}
          onDone={backToSignIn}
        />
      );
    case 'forceNewPassword':
      return (
        <ForceNewPasswordPage
          email={view.email}
          temporaryPassword={view.temporaryPassword}
          onSignedIn={onSignedIn}
          onCancel={() => backToSignIn()}
        />
      );
    default:
      return (
        <SignInPage
          onSignedIn={onSignedIn}
          onNewPasswordRequired={(email, temporaryPassword) =>
            setView({ name: 'forceNewPassword', email, temporaryPassword })
          }
          onNotConfirmed={(email) => setView({ name: 'confirmSignUp', email })}
          onTwoFactor={() => setView({ name: 'confirmSignIn' })}
          onForgotPassword={() => setView({ name: 'forgotPassword' })}
          onCreateAccount={allowSignUp ? () => setView({ name: 'signUp' }) : null}
          notice={notice}
          problem={arrival.problem}
          providers={providers}
        />
      );
  }
}
