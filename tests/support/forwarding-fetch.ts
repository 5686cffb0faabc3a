/**
 * better-auth's client keeps the fetch it saw when it was created (src/web/auth/auth-client.ts),
 * so a fetch stubbed later in a test (vi.stubGlobal) would never see the session request. Before
 * that client is created, put in place a fetch that forwards to whatever the global fetch is at
 * call time. web-setup.ts imports this module first, before anything that loads the client.
 */
const nativeFetch = globalThis.fetch;
const forwardingFetch: typeof fetch = (input, init) =>
  (globalThis.fetch === forwardingFetch ? nativeFetch : globalThis.fetch)(input, init);
globalThis.fetch = forwardingFetch;
