/**
 * A network the test can cut: a TCP relay between the browser and the app, which refuses every
 * connection while cut. Chromium's offline emulation (`context.setOffline`) does not reliably
 * reach a service worker: in two full CI runs a reload "offline" was answered by the server
 * through the worker. A refused connection is what a phone without signal gets, whoever asks.
 */
import net from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface NetworkCut {
  /** The relay's address: give it to the app as BASE_URL and open pages on it. */
  readonly baseUrl: string;
  /** Drops every open connection and refuses new ones until `restore`. */
  cut(): void;
  restore(): void;
}

/**
 * Starts the relay before the file's first test and stops it after its last. `target` is read at
 * each connection: the app's address, known only once useAppInBrowser (called after this) started it.
 */
export function useNetworkCut(target: () => string): NetworkCut {
  const open = new Set<net.Socket>();
  let isCut = false;
  let port = 0;
  const relay = net.createServer((incoming) => {
    if (isCut) {
      incoming.resetAndDestroy();
      return;
    }
    const { hostname, port: targetPort } = new URL(target());
    const outgoing = net.connect(Number(targetPort), hostname);
    for (const [from, to] of [
      [incoming, outgoing],
      [outgoing, incoming],
    ] as const) {
      open.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        open.delete(from);
        to.destroy();
      });
    }
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    port = (relay.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of open) socket.destroy();
    await new Promise((resolve) => relay.close(resolve));
  });

  return {
    get baseUrl() {
      return `http://127.0.0.1:${port}`;
    },
    cut() {
      isCut = true;
      for (const socket of open) socket.resetAndDestroy();
    },
    restore() {
      isCut = false;
    },
  };
}
