-- Substring search over names and phones uses pg_trgm GIN indexes (ARCHITECTURE.md, Data).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
