/**
 * A database worth backing up: the demo programme (scripts/seed), people with real accounts,
 * and a row in every other table, with values that a text format could get wrong (tabs, new
 * lines, backslashes, "\N" and "\." as text, quotes, astral characters, arrays, JSON, exact
 * floats and instants).
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { generateDemoData } from '../../scripts/seed/generate';
import type { Database } from '../../src/server/db/client';
import { user } from '../../src/server/db/schema/auth';
import { client } from '../../src/server/db/schema/client';
import { facility } from '../../src/server/db/schema/facility';
import { incidentReport } from '../../src/server/db/schema/incident-report';
import { program } from '../../src/server/db/schema/program';
import { resource } from '../../src/server/db/schema/resource';
import { resourceRequest } from '../../src/server/db/schema/resource-request';
import { schedule } from '../../src/server/db/schema/schedule';
import { volunteer } from '../../src/server/db/schema/volunteer';
import { volunteerClearance } from '../../src/server/db/schema/volunteer-clearance';
import { createPerson } from './people';

const AWKWARD_TEXT =
  'tab\there\nnew line\r\nback\\slash \\N \\. "double" \'single\' 😀 ünï \b\f\v end';

async function insertAll(db: Database, table: PgTable, rows: Record<string, unknown>[]) {
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(table).values(rows.slice(start, start + 500));
}

export async function seedForBackup(db: Database): Promise<void> {
  await createPerson(db, 'SuperAdmins', 'Sara');
  await createPerson(db, 'Admins', 'Adam');
  const lead = await createPerson(db, 'Volunteers', 'Valerie');
  const full = generateDemoData(1, '2026-01-15', [lead.id]);
  // A sixth of the longest lists is plenty to compare, and quicker (nothing refers to them).
  const data = {
    ...full,
    clients: full.clients.slice(0, 60),
    programs: full.programs.slice(0, 50),
    schedules: full.schedules.slice(0, 50),
  };
  await insertAll(
    db,
    user,
    data.volunteers.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      group: 'Volunteers',
    })),
  );
  await insertAll(db, facility, data.facilities);
  await insertAll(db, volunteer, data.volunteers);
  data.clients[0]!.notes = AWKWARD_TEXT;
  await insertAll(db, client, data.clients);
  await insertAll(db, resource, data.resources);
  await insertAll(db, program, data.programs);
  await insertAll(db, schedule, data.schedules);
  await insertAll(db, incidentReport, data.incidents);
  await insertAll(db, resourceRequest, data.requests);
  await insertAll(db, volunteerClearance, data.clearances);
  const [first, second] = data.schedules;
  // Rows of one table referencing each other, in both directions of the key order.
  await db.execute(
    sql`update schedule set original_schedule_id = ${second!.id} where id = ${first!.id}`,
  );
  await db.execute(sql`update schedule set original_schedule_id = ${first!.id}
    where id = ${data.schedules[2]!.id}`);
  const someClient = data.clients[1]!.id!;
  const statements = [
    sql`insert into contact_log (client_id, volunteer_id, date, kind, notes)
        values (${someClient}, ${lead.id}, '2026-01-10', 'VISIT', ${AWKWARD_TEXT})`,
    sql`insert into reentry_step (client_id, title, offset_days, owner_id, status, done_on, notes)
        values (${someClient}, 'ID documents', -30, ${lead.id}, 'DONE', '2026-01-12', ${AWKWARD_TEXT})`,
    sql`insert into reentry_document (client_id, document, status, kept_at, offset_days, requested_on, received_on, name_on_document, notes)
        values (${someClient}, 'STATE_ID', 'IN_HAND', 'WITH_CLIENT', -60, '2026-01-04', '2026-01-20', ${AWKWARD_TEXT}, ${AWKWARD_TEXT})`,
    sql`insert into reentry_check_in (client_id, checkpoint, release_date, held_on, housing_status, community_support, notes)
        values (${someClient}, 'DAY_30', '2025-12-01', '2026-01-02', 'STABLE', array['Masjid', ${AWKWARD_TEXT}], ${AWKWARD_TEXT})`,
    sql`insert into client_consent (client_id, kind, decision, decided_on, method, notes)
        values (${someClient}, 'DATA_USAGE', 'WITHDRAWN', '2026-01-03', 'LETTER', ${AWKWARD_TEXT})`,
    sql`insert into session (id, expires_at, token, ip_address, user_agent, user_id)
        values ('s1', '2030-01-01 00:00:00.123456+00', 'tok', '::1', ${AWKWARD_TEXT}, ${lead.id})`,
    sql`insert into verification (id, identifier, value, expires_at)
        values ('v1', 'sign-in-otp-x@example.org', '123456', now())`,
    sql`insert into setup_token (token_hash, expires_at) values ('hash', now())`,
    sql`insert into outbox_message (recipient, subject, text, html)
        values ('a@example.org', '\\N', ${AWKWARD_TEXT}, '\\.')`,
    sql`insert into outbox_message (recipient, subject, text, html)
        values ('b@example.org', '', '', null)`,
    sql`insert into auth_rate_limit (key, count, window_started_at) values ('ip:1', 3, now())`,
    sql`insert into sign_in_lockout (email, failures, locked_until)
        values ('x@example.org', 5, now())`,
    sql`insert into security_setting (id, require_admin_mfa) values (1, true)`,
    sql`insert into retention_setting (id, closed_client_years, contact_log_years, audit_years)
        values (1, 6, 5, 10)`,
    sql`insert into job_run (job, outcome, detail, finished_at)
        values ('clearance_reminders', 'FAILED', ${AWKWARD_TEXT}, now())`,
    sql`insert into clearance_reminder (clearance_id, expires_on, days_before, recipient, sent_at)
        select id, '2030-01-01', 30, 'a@example.org', now() from volunteer_clearance limit 1`,
    // As seed:demo leaves it: generated client ids go on after the 60 stored ones.
    sql`insert into client_number_counter (single, last_number) values (true, 60)`,
    sql`insert into two_factor (id, secret, backup_codes, user_id)
        values ('t1', 'secret', '["a","b"]', ${lead.id})`,
    sql`insert into used_totp_code (user_id, code) values (${lead.id}, '000111')`,
    sql`insert into passkey (id, user_id, credential_id, public_key, counter, name, last_used_at)
        values ('p1', ${lead.id}, 'cred', 'AQID', 7, ${AWKWARD_TEXT}, now())`,
    sql`insert into geocode_cache (address, latitude, longitude, formatted_address)
        values (${AWKWARD_TEXT}, 0.1, -1e-300, null)`,
    sql`insert into calendar_feed (volunteer_id, feed_id) values (${lead.id}, 'feed')`,
    sql`update facility set facilities = array['a,b', 'c"d', 'e\\f', '{}']
        where id = ${data.facilities[0]!.id}`,
    sql`insert into audit_entry (actor_email, record_type, record_id, action, changes, snapshot)
        values ('x', 'Client', ${someClient}, 'UPDATE',
          ${JSON.stringify({ notes: { from: null, to: AWKWARD_TEXT } })}::jsonb,
          ${JSON.stringify({ nested: ['\u2028', 1.5e300, null, { k: '\\' }] })}::jsonb)`,
  ];
  for (const statement of statements) await db.execute(statement);
}
