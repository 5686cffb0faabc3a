import { TEST_BASE_URL } from './test-app';

/** A GraphQL subscription over server-sent events, as a browser opens it. */
export interface Subscription {
  /** The next event's payload ({ data } or { errors }), or an error after `timeoutMs`. */
  next(
    timeoutMs?: number,
  ): Promise<{ data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] }>;
  close(): void;
}

export async function subscribe(
  baseUrl: string,
  query: string,
  cookie?: string,
): Promise<Subscription> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      origin: TEST_BASE_URL,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query }),
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const queued: string[] = [];

  const readEvent = async (): Promise<string> => {
    for (;;) {
      const queuedEvent = queued.shift();
      if (queuedEvent !== undefined) return queuedEvent;
      const { value, done } = await reader.read();
      if (done) throw new Error('The event stream ended');
      buffer += value;
      let boundary = buffer.indexOf('\n\n');
      while (boundary !== -1) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('\n');
        if (data) queued.push(data);
        boundary = buffer.indexOf('\n\n');
      }
    }
  };

  return {
    next: async (timeoutMs = 5000) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('No event arrived in time')), timeoutMs);
      });
      try {
        return JSON.parse(await Promise.race([readEvent(), timeout]));
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => controller.abort(),
  };
}
