/**
 * E-mail that tells someone of a change already saved. Services call it after their transaction
 * has committed (a message about a change that was refused or rolled back would mislead), and it
 * is best effort: a failure is logged, never thrown, so the saved change stands.
 */
import type { Mailer, MailMessage } from './mailer';

export interface Notifier {
  /** An absolute link into the app, e.g. link('/volunteer/resources'). */
  link(path: string): string;
  /**
   * Composes and sends one e-mail. `compose` may look things up, and returns null when there is
   * nobody to tell. True when a message went out; false when none did (a failure is logged).
   */
  send(compose: () => Promise<MailMessage | null> | MailMessage | null): Promise<boolean>;
}

export function createNotifier(options: {
  mailer: Mailer;
  /** BASE_URL, without a trailing slash. */
  baseUrl: string;
  log: (message: string, error?: unknown) => void;
}): Notifier {
  return {
    link: (path) => `${options.baseUrl}${path}`,
    async send(compose) {
      try {
        const message = await compose();
        if (!message) return false;
        await options.mailer.send(message);
        return true;
      } catch (error) {
        options.log('Could not send a notification e-mail', error);
        return false;
      }
    },
  };
}
