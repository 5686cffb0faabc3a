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
