/**
 * Password checks in the test process without deriving the same key again and again.
 *
 * better-auth derives a key from a password with Node's scrypt (N=16384, r=16: about 0.1 s of
 * CPU, deliberately slow) at every sign-in. The tests' accounts share one password and one
 * salt (people.ts), so nearly every sign-in derives the same key: a run of the server tests
 * derived about 1,700 keys, fewer than 200 of them different, and spent a quarter (PGlite) to
 * a half (PostgreSQL) of its CPU time on them.
 *
 * scrypt is a pure function of its inputs. This remembers the result for each exact input
 * (password, salt, key length and options) and gives it again: every check still compares the
 * key the given password derives, so a wrong password derives another key and is refused, and
 * a new salt or password is derived for real. Only this process: servers and commands the tests
 * start as processes (drills, scripts, e2e) run Node's scrypt unchanged.
 */
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

type Callback = (error: Error | null, derivedKey: Buffer) => void;

const MEMO = Symbol.for('outreach.scryptMemo');

/** Exact bytes, and whether they came as a string (UTF-8) or as bytes. */
const inputKey = (value: crypto.BinaryLike) =>
  typeof value === 'string'
    ? `s${value}`
    : `b${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;

/** Replaces crypto.scrypt, for every module of this process (ES module imports included). */
export function installScryptMemo(): void {
  const current = crypto.scrypt as typeof crypto.scrypt & { [MEMO]?: true };
  if (current[MEMO]) return;
  const derive = current;
  const derived = new Map<string, Promise<Buffer>>();
  const memoized = (
    password: crypto.BinaryLike,
    salt: crypto.BinaryLike,
    keylen: number,
    optionsOrCallback: crypto.ScryptOptions | Callback,
    maybeCallback?: Callback,
  ) => {
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    // Arguments Node refuses at once (it throws): refused the same way.
    if (
      typeof callback !== 'function' ||
      typeof keylen !== 'number' ||
      ![password, salt].every((value) => typeof value === 'string' || ArrayBuffer.isView(value))
    )
      return derive(password, salt, keylen, options, callback as Callback);
    const key = JSON.stringify([inputKey(password), inputKey(salt), keylen, options]);
    let result = derived.get(key);
    if (!result) {
      let settle: Callback = () => undefined;
      result = new Promise<Buffer>((resolve, reject) => {
        settle = (error, derivedKey) => (error ? reject(error) : resolve(derivedKey));
      });
      derive(password, salt, keylen, options, settle);
      derived.set(key, result);
      // A failure is not remembered: the next call tries again (and fails as Node's would).
      result.catch(() => derived.delete(key));
    }
    // A copy each time: a caller may write into the buffer it is given.
    result.then(
      (derivedKey) => callback(null, Buffer.from(derivedKey)),
      (error: Error) => callback(error, undefined as unknown as Buffer),
    );
  };
  Object.assign(crypto, { scrypt: Object.assign(memoized, { [MEMO]: true as const }) });
  // `import { scrypt } from 'node:crypto'` (better-auth's) sees the new function too.
  syncBuiltinESMExports();
}
