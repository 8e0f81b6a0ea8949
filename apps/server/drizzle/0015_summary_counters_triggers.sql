-- Custom SQL migration file, put your code below! --
-- The home bells' counters (issue 14; docs/decisions/120), kept by triggers in the same transaction
-- as every write to users, forms, deals, cils and requests, whichever code path makes it.
-- A counted item belongs to the admin its member is assigned to (users.admin_id, null: none;
-- franchise requests have no member and count under null). Statement-level triggers with transition
-- tables: a bulk write (a seed, a cascade) adds one row per counter and admin, not one per item.
-- Every change is an upsert of a delta: concurrent writers never lose an update.

-- Items (forms, deals, cils; TG_ARGV[0] names the counter) count while new or pending, under their
-- broker's admin. The broker's row is share-locked first, so a concurrent reassignment of the broker
-- waits for this transaction (and then moves the item) or this waits for it (and reads the new admin).
-- An item whose member is gone is skipped: the member's deletion already took its items off.
CREATE FUNCTION summary_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id IN (SELECT user_id FROM new_rows) ORDER BY id FOR SHARE;
  INSERT INTO summary_counters AS c (counter, admin_id, count)
  SELECT TG_ARGV[0], u.admin_id, count(*)::int
  FROM new_rows n JOIN users u ON u.id = n.user_id
  WHERE n.status IN ('new', 'pending')
  GROUP BY u.admin_id ORDER BY u.admin_id
  ON CONFLICT ON CONSTRAINT summary_counters_key DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION summary_items_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users
  WHERE id IN (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows) ORDER BY id FOR SHARE;
  WITH deltas AS (
    SELECT user_id, -1 AS delta FROM old_rows WHERE status IN ('new', 'pending')
    UNION ALL SELECT user_id, 1 FROM new_rows WHERE status IN ('new', 'pending')
  )
  INSERT INTO summary_counters AS c (counter, admin_id, count)
  SELECT TG_ARGV[0], u.admin_id, sum(d.delta)::int
  FROM deltas d JOIN users u ON u.id = d.user_id
  GROUP BY u.admin_id HAVING sum(d.delta) <> 0 ORDER BY u.admin_id
  ON CONFLICT ON CONSTRAINT summary_counters_key DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION summary_items_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id IN (SELECT user_id FROM old_rows) ORDER BY id FOR SHARE;
  INSERT INTO summary_counters AS c (counter, admin_id, count)
  SELECT TG_ARGV[0], u.admin_id, -count(*)::int
  FROM old_rows o JOIN users u ON u.id = o.user_id
  WHERE o.status IN ('new', 'pending')
  GROUP BY u.admin_id ORDER BY u.admin_id
  ON CONFLICT ON CONSTRAINT summary_counters_key DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER forms_summary_inserted AFTER INSERT ON forms REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_items_inserted('forms');
--> statement-breakpoint
CREATE TRIGGER forms_summary_updated AFTER UPDATE ON forms REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_items_updated('forms');
--> statement-breakpoint
CREATE TRIGGER forms_summary_deleted AFTER DELETE ON forms REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_items_deleted('forms');
--> statement-breakpoint
CREATE TRIGGER deals_summary_inserted AFTER INSERT ON deals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_items_inserted('deals');
--> statement-breakpoint
CREATE TRIGGER deals_summary_updated AFTER UPDATE ON deals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_items_updated('deals');
--> statement-breakpoint
CREATE TRIGGER deals_summary_deleted AFTER DELETE ON deals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_items_deleted('deals');
--> statement-breakpoint
CREATE TRIGGER cils_summary_inserted AFTER INSERT ON cils REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_items_inserted('cil');
--> statement-breakpoint
CREATE TRIGGER cils_summary_updated AFTER UPDATE ON cils REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_items_updated('cil');
--> statement-breakpoint
CREATE TRIGGER cils_summary_deleted AFTER DELETE ON cils REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_items_deleted('cil');
--> statement-breakpoint

-- Requests count while waiting ('new' for franchise requests, 'non_done' for the others), by queue,
-- and by the hour they were filed in summary_waiting_hours (for the overdue counts).
-- A franchise request has no member (admin null); a request whose member is gone is skipped.
CREATE FUNCTION summary_requests_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id IN (SELECT member_id FROM new_rows) ORDER BY id FOR SHARE;
  WITH deltas AS (
    SELECT n.queue, u.admin_id, date_bin('1 hour', n.created_at, timestamptz '2000-01-01 00:00+00') AS hour, 1 AS delta
    FROM new_rows n LEFT JOIN users u ON u.id = n.member_id
    WHERE n.status IN ('new', 'non_done') AND (n.member_id IS NULL OR u.id IS NOT NULL)
  ), counted AS (
    INSERT INTO summary_counters AS c (counter, admin_id, count)
    SELECT queue, admin_id, sum(delta)::int FROM deltas
    GROUP BY admin_id, queue HAVING sum(delta) <> 0 ORDER BY admin_id, queue
    ON CONFLICT ON CONSTRAINT summary_counters_key DO UPDATE SET count = c.count + excluded.count
    RETURNING 1
  )
  INSERT INTO summary_waiting_hours AS h (queue, admin_id, hour, count)
  SELECT queue, admin_id, hour, sum(delta)::int FROM deltas
  GROUP BY admin_id, queue, hour HAVING sum(delta) <> 0 ORDER BY admin_id, queue, hour
  ON CONFLICT ON CONSTRAINT summary_waiting_hours_key DO UPDATE SET count = h.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION summary_requests_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users
  WHERE id IN (SELECT member_id FROM new_rows UNION SELECT member_id FROM old_rows) ORDER BY id FOR SHARE;
  WITH deltas AS (
    SELECT r.queue, u.admin_id, date_bin('1 hour', r.created_at, timestamptz '2000-01-01 00:00+00') AS hour, r.delta
    FROM (
      SELECT queue, member_id, created_at, -1 AS delta FROM old_rows WHERE status IN ('new', 'non_done')
      UNION ALL SELECT queue, member_id, created_at, 1 FROM new_rows WHERE status IN ('new', 'non_done')
    ) AS r LEFT JOIN users u ON u.id = r.member_id
    WHERE r.member_id IS NULL OR u.id IS NOT NULL
  ), counted AS (
    INSERT INTO summary_counters AS c (counter, admin_id, count)
    SELECT queue, admin_id, sum(delta)::int FROM deltas
    GROUP BY admin_id, queue HAVING sum(delta) <> 0 ORDER BY admin_id, queue
    ON CONFLICT ON CONSTRAINT summary_counters_key DO UPDATE SET count = c.count + excluded.count
    RETURNING 1
  )
  INSERT INTO summary_waiting_hours AS h (queue, admin_id, hour, count)
  SELECT queue, admin_id, hour, sum(delta)::int FROM deltas
  GROUP BY admin_id, queue, hour HAVING sum(delta) <> 0 ORDER BY admin_id, queue, hour
  ON CONFLICT ON CONSTRAINT summary_waiting_hours_key DO UPDATE SET count = h.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION summary_requests_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id IN (SELECT member_id FROM old_rows) ORDER BY id FOR SHARE;
  WITH deltas AS (
    SELECT o.queue, u.admin_id, date_bin('1 hour', o.created_at, timestamptz '2000-01-01 00:00+00') AS hour, -1 AS delta
    FROM old_rows o LEFT JOIN users u ON u.id = o.member_id
    WHERE o.status IN ('new', 'non_done') AND (o.member_id IS NULL OR u.id IS NOT NULL)
  ), counted AS (
    INSERT INTO summary_counters AS c (counter, admin_id, count)
    SELECT queue, admin_id, sum(delta)::int FROM deltas
    GROUP BY admin_id, queue HAVING sum(delta) <> 0 ORDER BY admin_id, queue
    ON CONFLICT ON CONSTRAINT summary_counters_key DO UPDATE SET count = c.count + excluded.count
    RETURNING 1
  )
  INSERT INTO summary_waiting_hours AS h (queue, admin_id, hour, count)
  SELECT queue, admin_id, hour, sum(delta)::int FROM deltas
  GROUP BY admin_id, queue, hour HAVING sum(delta) <> 0 ORDER BY admin_id, queue, hour
  ON CONFLICT ON CONSTRAINT summary_waiting_hours_key DO UPDATE SET count = h.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER requests_summary_inserted AFTER INSERT ON requests REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_requests_inserted();
--> statement-breakpoint
CREATE TRIGGER requests_summary_updated AFTER UPDATE ON requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_requests_updated();
--> statement-breakpoint
CREATE TRIGGER requests_summary_deleted AFTER DELETE ON requests REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_requests_deleted();
--> statement-breakpoint

-- Members: pending brokers count under their admin; a member moved to another admin (or to none,
-- as when their admin is deleted) takes their waiting items' counts along.
CREATE FUNCTION summary_users_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO summary_counters AS c (counter, admin_id, count)
  SELECT 'pending_brokers', admin_id, count(*)::int
  FROM new_rows WHERE user_type = 'Broker' AND status = 'pending'
  GROUP BY admin_id ORDER BY admin_id
  ON CONFLICT ON CONSTRAINT summary_counters_key DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION summary_users_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH deltas AS (
    SELECT admin_id, -1 AS delta FROM old_rows WHERE user_type = 'Broker' AND status = 'pending'
    UNION ALL SELECT admin_id, 1 FROM new_rows WHERE user_type = 'Broker' AND status = 'pending'
  )
  INSERT INTO summary_counters AS c (counter, admin_id, count)
  SELECT 'pending_brokers', admin_id, sum(delta)::int FROM deltas
  GROUP BY admin_id HAVING sum(delta) <> 0 ORDER BY admin_id
  ON CONFLICT ON CONSTRAINT summary_counters_key DO UPDATE SET count = c.count + excluded.count;
  IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.admin_id IS DISTINCT FROM n.admin_id) THEN
    WITH moved AS (
      SELECT n.id, o.admin_id AS old_admin, n.admin_id AS new_admin
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE o.admin_id IS DISTINCT FROM n.admin_id
    ), items AS (
      SELECT 'forms' AS counter, f.user_id AS member, NULL::timestamptz AS hour FROM moved m
      JOIN forms f ON f.user_id = m.id WHERE f.status IN ('new', 'pending')
      UNION ALL SELECT 'deals', d.user_id, NULL FROM moved m
      JOIN deals d ON d.user_id = m.id WHERE d.status IN ('new', 'pending')
      UNION ALL SELECT 'cil', i.user_id, NULL FROM moved m
      JOIN cils i ON i.user_id = m.id WHERE i.status IN ('new', 'pending')
      UNION ALL SELECT r.queue, r.member_id, date_bin('1 hour', r.created_at, timestamptz '2000-01-01 00:00+00') FROM moved m
      JOIN requests r ON r.member_id = m.id WHERE r.status IN ('new', 'non_done')
    ), deltas AS (
      SELECT i.counter, i.hour, m.old_admin AS admin_id, -1 AS delta FROM items i JOIN moved m ON m.id = i.member
      UNION ALL SELECT i.counter, i.hour, m.new_admin, 1 FROM items i JOIN moved m ON m.id = i.member
    ), counted AS (
      INSERT INTO summary_counters AS c (counter, admin_id, count)
      SELECT counter, admin_id, sum(delta)::int FROM deltas
      GROUP BY admin_id, counter HAVING sum(delta) <> 0 ORDER BY admin_id, counter
      ON CONFLICT ON CONSTRAINT summary_counters_key DO UPDATE SET count = c.count + excluded.count
      RETURNING 1
    )
    INSERT INTO summary_waiting_hours AS h (queue, admin_id, hour, count)
    SELECT counter, admin_id, hour, sum(delta)::int FROM deltas WHERE hour IS NOT NULL
    GROUP BY admin_id, counter, hour HAVING sum(delta) <> 0 ORDER BY admin_id, counter, hour
    ON CONFLICT ON CONSTRAINT summary_waiting_hours_key DO UPDATE SET count = h.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A member's deletion takes off their own count and their waiting items' while they still exist;
-- the items' own delete triggers (fired by the cascade) then find no member and skip them.
CREATE FUNCTION summary_user_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH items AS (
    SELECT 'pending_brokers' AS counter, NULL::timestamptz AS hour
    WHERE OLD.user_type = 'Broker' AND OLD.status = 'pending'
    UNION ALL SELECT 'forms', NULL FROM forms WHERE user_id = OLD.id AND status IN ('new', 'pending')
    UNION ALL SELECT 'deals', NULL FROM deals WHERE user_id = OLD.id AND status IN ('new', 'pending')
    UNION ALL SELECT 'cil', NULL FROM cils WHERE user_id = OLD.id AND status IN ('new', 'pending')
    UNION ALL SELECT queue, date_bin('1 hour', created_at, timestamptz '2000-01-01 00:00+00') FROM requests
    WHERE member_id = OLD.id AND status IN ('new', 'non_done')
  ), counted AS (
    INSERT INTO summary_counters AS c (counter, admin_id, count)
    SELECT counter, OLD.admin_id, -count(*)::int FROM items GROUP BY counter ORDER BY counter
    ON CONFLICT ON CONSTRAINT summary_counters_key DO UPDATE SET count = c.count + excluded.count
    RETURNING 1
  )
  INSERT INTO summary_waiting_hours AS h (queue, admin_id, hour, count)
  SELECT counter, OLD.admin_id, hour, -count(*)::int FROM items WHERE hour IS NOT NULL
  GROUP BY counter, hour ORDER BY counter, hour
  ON CONFLICT ON CONSTRAINT summary_waiting_hours_key DO UPDATE SET count = h.count + excluded.count;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_summary_inserted AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_users_inserted();
--> statement-breakpoint
CREATE TRIGGER users_summary_updated AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_users_updated();
--> statement-breakpoint
CREATE TRIGGER users_summary_deleting BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION summary_user_deleting();
--> statement-breakpoint

-- A deleted admin's members have moved to no admin (the foreign key's SET NULL, counted above):
-- their rows, all zero by then, go.
CREATE FUNCTION summary_admins_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM summary_counters WHERE admin_id IN (SELECT id FROM old_rows) AND count = 0;
  DELETE FROM summary_waiting_hours WHERE admin_id IN (SELECT id FROM old_rows) AND count = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admins_summary_deleted AFTER DELETE ON admins REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_admins_deleted();
--> statement-breakpoint

-- The counts of the rows already there.
INSERT INTO summary_counters (counter, admin_id, count)
SELECT counter, admin_id, count(*)::int FROM (
  SELECT 'pending_brokers' AS counter, admin_id FROM users WHERE user_type = 'Broker' AND status = 'pending'
  UNION ALL SELECT 'forms', u.admin_id FROM forms f JOIN users u ON u.id = f.user_id WHERE f.status IN ('new', 'pending')
  UNION ALL SELECT 'deals', u.admin_id FROM deals d JOIN users u ON u.id = d.user_id WHERE d.status IN ('new', 'pending')
  UNION ALL SELECT 'cil', u.admin_id FROM cils i JOIN users u ON u.id = i.user_id WHERE i.status IN ('new', 'pending')
  UNION ALL SELECT r.queue, u.admin_id FROM requests r LEFT JOIN users u ON u.id = r.member_id
  WHERE r.status IN ('new', 'non_done')
) AS items
GROUP BY admin_id, counter;
--> statement-breakpoint
INSERT INTO summary_waiting_hours (queue, admin_id, hour, count)
SELECT r.queue, u.admin_id, date_bin('1 hour', r.created_at, timestamptz '2000-01-01 00:00+00'), count(*)::int
FROM requests r LEFT JOIN users u ON u.id = r.member_id
WHERE r.status IN ('new', 'non_done')
GROUP BY u.admin_id, r.queue, 3;
