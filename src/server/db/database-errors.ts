/**
 * Reading PostgreSQL errors through the driver and ORM, which wrap them in `cause`: the error
 * code, the constraint broken, and the two violations the services turn into messages.
 */

export const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';

/** The first value `read` finds on the error or on one of its causes. */
function fromCauses(error: unknown, read: (candidate: object) => string | null): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const found = typeof current === 'object' ? read(current) : null;
    if (found !== null) return found;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The PostgreSQL error code behind a driver or ORM error. */
export function databaseErrorCode(error: unknown): string | null {
  return fromCauses(error, (candidate) => {
    const code = (candidate as { code?: unknown }).code;
    return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
  });
}

/** The name of the constraint a driver or ORM error broke. */
function brokenConstraint(error: unknown): string | null {
  return fromCauses(error, (candidate) => {
    const constraint = (candidate as { constraint?: unknown }).constraint;
    return typeof constraint === 'string' ? constraint : null;
  });
}

/** Whether `error` is a duplicate value refused by one of the unique `constraints`. */
export function isUniqueViolation(error: unknown, constraints: ReadonlySet<string>): boolean {
  const constraint = brokenConstraint(error);
  return (
    databaseErrorCode(error) === UNIQUE_VIOLATION &&
    constraint !== null &&
    constraints.has(constraint)
  );
}
