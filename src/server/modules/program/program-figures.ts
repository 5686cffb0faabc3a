/**
 * What counts as a program that took place, and how long it lasted: one definition for the
 * volunteer's hours on their dashboard (product.md §2.10) and the Reports page (product.md §2.11).
 */
import { sql } from 'drizzle-orm';

// A program whose end is earlier than its start ends the next day (product.md §4.3).
export const PROGRAM_SECONDS = sql`extract(epoch from (end_time::time - start_time::time))
  + case when end_time::time < start_time::time then 86400 else 0 end`;

/** Not cancelled or postponed, and not still ahead on `today`. */
export const programTookPlace = (today: string) =>
  sql`(status not in ('CANCELLED', 'POSTPONED') and date <= ${today}::date)`;
