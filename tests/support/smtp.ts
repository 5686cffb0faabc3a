/** A real SMTP server on loopback that keeps what it receives, for tests that read e-mail. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** The next message to `address` (waits up to `timeoutMs`). */
  waitFor(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const taken = new Set<ReceivedMail>();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(address, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = received.find(
          (message) => !taken.has(message) && message.to.includes(address),
        );
        if (mail) {
          taken.add(mail);
          return mail;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`No e-mail to ${address} arrived`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable bytes as text ('_' is a space in a header's encoded word). */
function decodeQuotedPrintable(text: string, underscoreIsSpace = false): string {
  const bytes = (underscoreIsSpace ? text.replace(/_/g, ' ') : text)
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header's RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) as text. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text, true),
    );
}

/**
 * The subject and text of a received single-part message: headers unfolded and decoded, the
 * body decoded from quoted-printable or base64 when it was sent so, line ends as '\n'.
 */
export function readMail(mail: ReceivedMail): { subject: string; text: string } {
  const raw = mail.raw.replace(/\r\n/g, '\n');
  const end = raw.indexOf('\n\n');
  const headers = raw.slice(0, end).replace(/\n(?=[ \t])/g, '');
  const header = (name: string) => new RegExp(`^${name}: *(.*)$`, 'im').exec(headers)?.[1] ?? '';
  let body = raw.slice(end + 2);
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') {
    body = decodeQuotedPrintable(body);
  } else if (encoding === 'base64') {
    body = Buffer.from(body, 'base64').toString('utf8').replace(/\r\n/g, '\n');
  }
  return { subject: decodeHeader(header('Subject')), text: body.replace(/\n+$/, '') };
}

/** No message has come, given a stray one time to arrive (200 ms) before saying so. */
export async function expectNoMailCame(smtp: TestSmtp): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(smtp.received).toEqual([]);
}
