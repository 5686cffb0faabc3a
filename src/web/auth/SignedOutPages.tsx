import { useState } from 'react';
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
};

/**
 * Where a provider sign-in sent the browser back to (see the server's oidc-sign-in.ts), or the
 * link of a password reset an administrator sent (staff-password-reset.ts): the code step.
 */
function landing(): { view: View; problem: string | null } {
  const params = new URLSearchParams(window.location.search);
  const problem = PROVIDER_PROBLEMS[params.get('signInError') ?? ''] ?? null;
  const step = params.get('signInStep');
  const resetFor = params.get('resetPasswordFor');
  if (problem || step || resetFor !== null)
    window.history.replaceState(null, '', window.location.pathname);
  if (resetFor) return { view: { name: 'forgotPassword', email: resetFor }, problem };
  return {
    view: step === 'authenticator' ? { name: 'confirmSignIn' } : { name: 'signIn' },
    problem,
  };
}

/** What a signed-out visitor sees, on any path: the sign-in views of product.md §2.3. */
export function SignedOutPages({ onSignedIn }: { onSignedIn: () => void }) {
  const { allowSignUp, providers } = useSignInOptions();
  const [arrival] = useState(landing);
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
