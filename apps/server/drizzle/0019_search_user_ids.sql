-- Custom SQL: the trigram probe of the member search in one statement (issue 14; docs/decisions/110,
-- apps/server/src/modules/users/users.search.service.ts). The members of a type and status (and of
-- one admin, when p_admin is not null) whose name in search form contains p_name (a LIKE pattern)
-- and the term p_term (when not null), or whose phone is LIKE p_phone (when not null); at most
-- p_limit, in no order.
-- The planner may use nothing but the trigram indexes here (bitmap scans): a sequential scan or a
-- walk of a list index could look at every member before finding a rare name. Type and status are
-- compared as expressions (|| '') that no index serves: planned for any pattern (the parameters'
-- values unknown), the planner otherwise ANDed the trigram bitmap with the list index's 450,000
-- rows of a type and status, 25 ms where the trigram index alone takes under 1 ms. The settings are the
-- function's own (SET), so the probe needs no transaction around it: one round trip, where
-- BEGIN, set_config, the probe and COMMIT took four.
CREATE FUNCTION search_user_ids(
  p_type text, p_status text, p_admin uuid, p_name text, p_term text, p_phone text, p_limit integer
) RETURNS SETOF uuid
LANGUAGE sql STABLE ROWS 100
SET enable_seqscan = off
SET enable_indexscan = off
AS $$
  SELECT id FROM users
  WHERE user_type || '' = p_type AND status || '' = p_status AND (p_admin IS NULL OR admin_id = p_admin)
    AND ((name_search LIKE p_name AND (p_term IS NULL OR strpos(name_search, p_term) > 0))
      OR phone LIKE p_phone)
  LIMIT p_limit
$$;
