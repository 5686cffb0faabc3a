-- A statement that changes sessions, accounts or the security setting announces it on the
-- channel 'viewer_changes' (delivered when its transaction commits). With the embedded database
-- every write passes through the one server process, which forgets the sessions it remembers on
-- each announcement (src/server/auth/session-memory.ts, decision 030). Per statement, not per
-- row: the listener forgets everything whatever changed. A new session (INSERT) changes nothing
-- already remembered. On PostgreSQL nobody listens; these writes are rare (sign-out, a session's
-- daily renewal, an account or setting changed), so the unheard notices cost next to nothing.
CREATE FUNCTION "notify_viewer_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('viewer_changes', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "session_viewer_change" AFTER UPDATE OR DELETE OR TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_viewer_change"();--> statement-breakpoint
CREATE TRIGGER "user_viewer_change" AFTER UPDATE OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_viewer_change"();--> statement-breakpoint
CREATE TRIGGER "security_setting_viewer_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "security_setting"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_viewer_change"();
