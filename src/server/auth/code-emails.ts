/** The e-mails that carry sign-in codes (product.md §9: the code may take a minute to arrive). */
import type { MailMessage } from '../mail/mailer';

export type CodePurpose = 'sign-in' | 'email-verification' | 'forget-password' | 'change-email';

const SUBJECTS: Record<CodePurpose, string> = {
  'sign-in': 'Your sign-in code',
  'email-verification': 'Confirm your e-mail address',
  'forget-password': 'Reset your password',
  'change-email': 'Confirm your new e-mail address',
};

export function codeEmail(to: string, code: string, purpose: CodePurpose): MailMessage {
  const subject = SUBJECTS[purpose];
  const text = [
    `Your code is ${code}`,
    '',
    'Enter it on the page where you asked for it. It works once and expires in 10 minutes.',
    'If you did not ask for it, you can ignore this e-mail.',
    '',
    'Outreach Dashboard',
  ].join('\n');
  const html = `<p>Your code is <strong style="font-size:1.4em;letter-spacing:0.2em">${code}</strong></p>
<p>Enter it on the page where you asked for it. It works once and expires in 10 minutes.</p>
<p>If you did not ask for it, you can ignore this e-mail.</p><p>Outreach Dashboard</p>`;
  return { to, subject, text, html };
}

/**
 * To the owner of an address someone tried to register again (the sign-up page answers as for a new
 * address, so that it tells nobody who has an account): no code they never asked for, but what
 * happened and what they can do.
 */
export function signUpAttemptEmail(to: string): MailMessage {
  const lines = [
    'Someone, perhaps you, tried to create an account on the Outreach Dashboard with this e-mail address.',
    'You already have an account: sign in as usual, or choose "Forgot password?" on the sign-in page if you no longer know your password.',
    'If it was not you, you can ignore this e-mail: nothing was changed.',
  ];
  return {
    to,
    subject: 'Someone tried to register with your e-mail address',
    text: [...lines, '', 'Outreach Dashboard'].join('\n'),
    html: `${lines.map((line) => `<p>${line.replace(/"/g, '&quot;')}</p>`).join('\n')}\n<p>Outreach Dashboard</p>`,
  };
}
