/**
 * Outgoing e-mail. With SMTP_URL set, messages go out through nodemailer; without it they are
 * kept in the outbox table for super admins to read, and written to the server log, so a small
 * install without a mail server still works (product.md §10).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { DbExecutor } from '../db/client';
import { outboxMessage } from '../db/schema/outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' or 'outbox': where messages go. */
  readonly delivery: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  db: DbExecutor;
  log: (message: string) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl, {
      from: options.from,
    });
    return {
      delivery: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  return {
    delivery: 'outbox',
    async send(message) {
      await options.db.insert(outboxMessage).values({
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
      options.log(
        `E-mail kept in the outbox (no SMTP_URL): to ${message.to}, "${message.subject}"`,
      );
    },
    close: () => undefined,
  };
}
