/**
 * A password reset an administrator sends from a person's details (decision 048). It is the
 * person's own reset (product.md §4.1: an e-mailed code, then a new password they choose), started
 * for them: the code goes only to their address, the administrator never sees it. The e-mail says
 * who asked and links to the reset form with the address filled in, instead of the usual "enter
 * it on the page where you asked for it".
 *
 * The sign-in library makes and stores the code and calls its send hook (auth.ts); this marks the
 * call as staff-initiated through an AsyncLocalStorage, so that hook sends this e-mail instead and
 * hands back its delivery to wait on.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MailMessage } from '../mail/mailer';

interface StaffReset {
  baseUrl: string;
  /** The e-mail's delivery, set by the send hook. */
  delivery?: Promise<void>;
}

const staffReset = new AsyncLocalStorage<StaffReset>();

/** The staff-initiated reset the current call belongs to, if any (read by the send hook). */
export function currentStaffReset(): StaffReset | undefined {
  return staffReset.getStore();
}

/**
 * Has the library issue a reset code for `email` (`issueCode`, its sendVerificationOTP) and waits
 * for the e-mail; throws when no e-mail was sent or it failed.
 */
export async function sendStaffPasswordReset(
  baseUrl: string,
  issueCode: () => Promise<unknown>,
): Promise<void> {
  const reset: StaffReset = { baseUrl };
  await staffReset.run(reset, issueCode);
  if (!reset.delivery) throw new Error('No reset code was sent');
  await reset.delivery;
}

export function staffResetEmail(to: string, code: string, baseUrl: string): MailMessage {
  const link = `${baseUrl}/?resetPasswordFor=${encodeURIComponent(to)}`;
  const text = [
    'Hello,',
    '',
    'An administrator of the Outreach Dashboard sent you this so that you can choose a new password.',
    '',
    `Open ${link}`,
    `and enter this code: ${code}`,
    '',
    'The code works once and expires in 10 minutes; on that page you can ask for a new one. Your current password keeps working until you choose a new one.',
    '',
    'Outreach Dashboard',
  ].join('\n');
  const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<p>Hello,</p>
<p>An administrator of the Outreach Dashboard sent you this so that you can choose a new password.</p>
<p>Open <a href="${escape(link)}">${escape(link)}</a><br>
and enter this code: <strong style="font-size:1.4em;letter-spacing:0.2em">${escape(code)}</strong></p>
<p>The code works once and expires in 10 minutes; on that page you can ask for a new one. Your current password keeps working until you choose a new one.</p>
<p>Outreach Dashboard</p>`;
  return { to, subject: 'Choose a new password', text, html };
}
