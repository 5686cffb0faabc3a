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

/** Where messages go, as the Outbox page tells super admins (never the server's password). */
export interface MailRoute {
  delivery: 'smtp' | 'outbox';
  /** The mail server's host and port, when messages go through one. */
  server: string | null;
  /** The sender every message names (MAIL_FROM). */
  from: string;
}

export interface Mailer {
  /** Where messages go. */
  readonly route: MailRoute;
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
      route: { delivery: 'smtp', server: serverOf(options.smtpUrl), from: options.from },
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  return {
    route: { delivery: 'outbox', server: null, from: options.from },
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

/**
 * The host and port of SMTP_URL, without its user name and password: nodemailer's default port
 * when the URL names none (465 for smtps, else 587).
 */
function serverOf(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`;
  } catch {
    return 'the server SMTP_URL names';
  }
}
