import { useState } from 'react';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { SignInPage } from './SignInPage';

/** What a signed-out visitor sees, on any path: sign in, or reset a forgotten password. */
export function SignedOutPages({ onSignedIn }: { onSignedIn: () => void }) {
  const [view, setView] = useState<'signIn' | 'forgotPassword'>('signIn');
  const [notice, setNotice] = useState<string | null>(null);
  if (view === 'forgotPassword') {
    return (
      <ForgotPasswordPage
        onCancel={() => setView('signIn')}
        onDone={(message) => {
          setNotice(message);
          setView('signIn');
        }}
      />
    );
  }
  return (
    <SignInPage
      onSignedIn={onSignedIn}
      onForgotPassword={() => setView('forgotPassword')}
      notice={notice}
    />
  );
}
