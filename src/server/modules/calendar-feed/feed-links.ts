/**
 * The private link of a calendar feed (decision 012): `${BASE_URL}/calendar/<feedId>.<sig>.ics`.
 * The feed id is random and stored; the signature is an HMAC of it under the server's secret
 * and is never stored, so a copy of the database does not give the links away, while the
 * volunteer can be shown their link again at any time. A new secret ends every link.
 */
import crypto from 'node:crypto';

export interface CalendarFeedLinks {
  /** The subscription address of a feed. */
  urlFor(feedId: string): string;
  /** The feed id named by the file part of a link, or null when its signature is wrong. */
  feedIdOf(file: string): string | null;
}

/** 18 random bytes: 144 bits, written as 24 base64url characters. */
export function newFeedId(): string {
  return crypto.randomBytes(18).toString('base64url');
}

// A truncated HMAC-SHA256: 32 base64url characters carry 192 bits, far beyond guessing.
const SIGNATURE_LENGTH = 32;
const FILE_PATTERN = new RegExp(
  `^([A-Za-z0-9_-]{16,48})\\.([A-Za-z0-9_-]{${SIGNATURE_LENGTH}})\\.ics$`,
);

export function createCalendarFeedLinks(options: {
  /** The auth secret (AUTH_SECRET or the one kept in the data directory). */
  secret: string;
  /** BASE_URL, without a trailing slash. */
  baseUrl: string;
}): CalendarFeedLinks {
  // The prefix keeps these signatures apart from anything else made with the same secret.
  const sign = (feedId: string) =>
    crypto
      .createHmac('sha256', options.secret)
      .update(`calendar-feed:${feedId}`)
      .digest('base64url')
      .slice(0, SIGNATURE_LENGTH);

  return {
    urlFor: (feedId) => `${options.baseUrl}/calendar/${feedId}.${sign(feedId)}.ics`,
    feedIdOf(file) {
      const match = FILE_PATTERN.exec(file);
      if (!match) return null;
      const [, feedId, signature] = match as unknown as [string, string, string];
      const expected = Buffer.from(sign(feedId));
      // Same length by the pattern; compared in constant time so timing tells nothing.
      return crypto.timingSafeEqual(expected, Buffer.from(signature)) ? feedId : null;
    },
  };
}
