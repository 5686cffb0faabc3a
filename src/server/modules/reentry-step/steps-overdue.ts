/**
 * Whether a reentry step is overdue (product.md §3.3.1), in SQL: open, and its day (the client's
 * release date + its offset) before `day`. The one rule behind the client list's
 * reentryStepsOverdueOn condition and the overview's counts, as isOverdue
 * (src/shared/domain/reentry/due-dates.ts) is on the pages.
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * `step`: the reentry_step alias in the query; `releaseDate`: the client's release date column;
 * `day`: 'YYYY-MM-DD' or a placeholder.
 */
export function stepOverdue(step: string, releaseDate: unknown, day: unknown): SQL {
  const alias = sql.raw(step);
  return sql`(${alias}.status = 'OPEN' and ${releaseDate} + ${alias}.offset_days < ${day}::date)`;
}
