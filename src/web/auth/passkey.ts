/**
 * Passkeys in the browser (decision 063): the server's options, the device's answer through
 * SimpleWebAuthn (loaded only when a passkey is used, so the sign-in page stays light), and the
 * problem in words when something did not work.
 */
import { postAuthJson } from './post-auth';

export const PASSKEY_PROBLEMS = {
  unsupported: 'This browser cannot use passkeys.',
  cancelledSignIn: 'Signing in with a passkey was cancelled or took too long.',
  cancelledAdd: 'Adding a passkey was cancelled or took too long.',
  alreadyOnDevice: 'This device already has a passkey for your account.',
} as const;

/** What the browser's WebAuthn refusal means for the person. */
function browserProblem(error: unknown, cancelled: string): string {
  const name =
    (error as { name?: string; cause?: { name?: string } }).cause?.name ??
    (error as { name?: string }).name;
  if (name === 'InvalidStateError') return PASSKEY_PROBLEMS.alreadyOnDevice;
  if (name === 'NotAllowedError' || name === 'AbortError') return cancelled;
  return error instanceof Error ? error.message : cancelled;
}

export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Signs in with a passkey on this device: null when signed in, else the problem. */
export async function signInWithPasskey(): Promise<string | null> {
  if (!passkeysSupported()) return PASSKEY_PROBLEMS.unsupported;
  const options = await postAuthJson<Record<string, unknown>>('/passkey/sign-in-options', {});
  if ('problem' in options) return options.problem;
  const { startAuthentication } = await import('@simplewebauthn/browser');
  let response;
  try {
    response = await startAuthentication({ optionsJSON: options.data as never });
  } catch (error) {
    return browserProblem(error, PASSKEY_PROBLEMS.cancelledSignIn);
  }
  const answer = await postAuthJson('/passkey/sign-in', { response });
  return 'problem' in answer ? answer.problem : null;
}

/** Adds a passkey on this device, named `name`, after the password: null when added. */
export async function addPasskey(password: string, name: string): Promise<string | null> {
  if (!passkeysSupported()) return PASSKEY_PROBLEMS.unsupported;
  const options = await postAuthJson<Record<string, unknown>>('/passkey/register-options', {
    password,
  });
  if ('problem' in options) return options.problem;
  const { startRegistration } = await import('@simplewebauthn/browser');
  let response;
  try {
    response = await startRegistration({ optionsJSON: options.data as never });
  } catch (error) {
    return browserProblem(error, PASSKEY_PROBLEMS.cancelledAdd);
  }
  const answer = await postAuthJson('/passkey/register', { response, name });
  return 'problem' in answer ? answer.problem : null;
}
