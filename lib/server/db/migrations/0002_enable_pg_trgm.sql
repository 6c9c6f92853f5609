-- Trigram indexes make LIKE %term% on folded search columns cheap (customers search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
