/**
 * A service context whose e-mail cannot be sent: its mailer points at a loopback port just
 * closed, so every notification fails and is logged. For the tests that a failed e-mail leaves
 * the change it announces in place (the action is called on the service, as the system).
 */
import net from 'node:net';
import { onTestFinished } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { createMailer } from '../../src/server/mail/mailer';
import { createNotifier } from '../../src/server/mail/notifier';
import { TEST_BASE_URL } from './test-app';

/** A loopback port nothing listens on (opened, then closed again). */
function closedPort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The context to call a service with as `actor`, its notifier failing; `logged` collects what
 * the notifier logs. The mailer is closed when the test finishes.
 */
export async function unreachableMailContext(db: Database, actor: { id: string; email: string }) {
  const logged: string[] = [];
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
    from: 'Outreach <no-reply@outreach.example>',
    db,
    log: () => undefined,
  });
  onTestFinished(() => mailer.close());
  const notifier = createNotifier({
    mailer,
    baseUrl: TEST_BASE_URL,
    log: (message) => logged.push(message),
  });
  const ctx = {
    db,
    actor: { id: actor.id, email: actor.email, name: null },
    caller: 'system' as const,
    notifier,
  };
  return { ctx, logged };
}
