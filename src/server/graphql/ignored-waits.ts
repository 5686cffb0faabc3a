/**
 * Refusals that cost nothing (decision 091). A heavy request refused by fair share names a wait
 * ("Try again in N seconds"). A sign-in that keeps sending heavy requests during that wait is a
 * script ignoring it: answering each of those refusals meant reading its body (60 KB for an
 * import's file), parsing and costing it, which at a hundred a second slowed everyone else. After
 * IGNORED_BEFORE_DOOR such requests in one wait, every request of that sign-in is refused at the
 * door, before its body is read or the database is asked, until the wait ends; the wait is not
 * made longer, so the seconds the refusal named stay true. A person who clicks Retry once or twice
 * too early never meets the door; their light requests meanwhile are answered as usual.
 *
 * Keyed by the request's Cookie header (the sign-in's session cookie, as the door sees it before
 * anything is read): a request without cookies is never held. Counted in this process's memory.
 */
import { GraphQLError } from 'graphql';

/** Heavy requests sent during one named wait that are still answered in full. */
export const IGNORED_BEFORE_DOOR = 2;
/** Sign-ins remembered at once (oldest forgotten first): a bound on memory, not a rule. */
const REMEMBERED = 10_000;

interface Wait {
  /** When the wait the last refusal named ends (ms, `now()`'s clock). */
  endsAt: number;
  /** Heavy requests sent during it. */
  ignored: number;
}

export class IgnoredWaits {
  private readonly waits = new Map<string, Wait>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** A heavy request of this sign-in was refused, naming a wait of `seconds`. */
  refused(key: string | undefined, seconds: number): void {
    if (!key) return;
    const endsAt = this.now() + seconds * 1000;
    const known = this.live(key);
    if (known) {
      known.endsAt = Math.max(known.endsAt, endsAt);
      return;
    }
    if (this.waits.size >= REMEMBERED) this.waits.delete(this.waits.keys().next().value!);
    this.waits.set(key, { endsAt, ignored: 0 });
  }

  /** A heavy request of this sign-in arrived: counted when it came during its named wait. */
  arrived(key: string | undefined): void {
    const wait = key ? this.live(key) : undefined;
    if (wait) wait.ignored += 1;
  }

  /**
   * The refusal for a request of this sign-in at the door, before its body is read: null unless
   * it has ignored its wait more than IGNORED_BEFORE_DOOR times and the wait has not ended.
   */
  atTheDoor(key: string | undefined): GraphQLError | null {
    const wait = key ? this.live(key) : undefined;
    if (!wait || wait.ignored <= IGNORED_BEFORE_DOOR) return null;
    const seconds = Math.max(1, Math.ceil((wait.endsAt - this.now()) / 1000));
    return new GraphQLError(
      `This sign-in kept sending large requests after being asked to wait, so nothing it sends is answered for now. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
      { extensions: { code: 'RATE_LIMITED', retryAfterSeconds: seconds } },
    );
  }

  private live(key: string): Wait | undefined {
    const wait = this.waits.get(key);
    if (wait && wait.endsAt <= this.now()) {
      this.waits.delete(key);
      return undefined;
    }
    return wait;
  }
}
