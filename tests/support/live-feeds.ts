/**
 * Subscriptions against the test app as a browser opens them: server-sent events need a real
 * port, so the app listens on a free one before the file's first test, and every feed opened
 * here is closed after the file's last.
 */
import { afterAll, beforeEach } from 'vitest';
import type { Group } from '../../src/shared/permissions';
import { createPerson, signIn } from './people';
import { subscribe, type Subscription } from './sse';
import type { TestApp } from './test-app';

export interface LiveFeeds {
  /** Opens `query` (a subscription) as the holder of `cookie` (nobody when left out). */
  listen(query: string, cookie?: string): Promise<Subscription>;
  /** The session cookie of someone new in `group` (null: an account in no group). */
  cookieFor(group: Group | null): Promise<string>;
  /** Waits for feeds just opened to be listening before the test changes anything. */
  settle(milliseconds?: number): Promise<void>;
}

/** Call at the top level of a test file, after useTestApp. */
export function useLiveFeeds(app: TestApp): LiveFeeds {
  let baseUrl = '';
  const open: Subscription[] = [];

  beforeEach(async () => {
    if (baseUrl) return;
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.server.address() as { port: number };
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => open.forEach((subscription) => subscription.close()));

  return {
    async listen(query, cookie) {
      const subscription = await subscribe(baseUrl, query, cookie);
      open.push(subscription);
      return subscription;
    },
    async cookieFor(group) {
      const person = await createPerson(app.database.db, group, group ?? 'Nogroup');
      return signIn(app.server, person.email);
    },
    settle: (milliseconds = 200) => new Promise((resolve) => setTimeout(resolve, milliseconds)),
  };
}
