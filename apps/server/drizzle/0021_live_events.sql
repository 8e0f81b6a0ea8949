-- Custom SQL migration file, put your code below! ---- The console's live bells and lists (docs/decisions/220): every change of a home counter is
-- announced on the channel `simsar_events` from the transaction that makes it (PostgreSQL delivers
-- it at commit, never for a rolled-back change), to every server process listening on the database.
-- The payload is the counter's name and the admin it counts for (empty: no admin, super admins only),
-- so each process can tell which of its connected consoles may hear of it; no item data is sent.
CREATE FUNCTION summary_counter_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.count = OLD.count THEN RETURN NULL; END IF;
  PERFORM pg_notify('simsar_events', NEW.counter || ' ' || coalesce(NEW.admin_id::text, ''));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER summary_counter_changed AFTER INSERT OR UPDATE ON summary_counters
  FOR EACH ROW EXECUTE FUNCTION summary_counter_changed();
