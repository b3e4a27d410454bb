-- History search (issue 14): French full-text search that ignores accents, on
-- PostgreSQL and PGlite alike, without an extension. search_fold maps each
-- accented letter to its bare one, character for character, so that offsets
-- in the folded text are offsets in the original (highlights rely on it).
CREATE FUNCTION search_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(input,
    'àâäáãåçéèêëíìîïñóòôöõúùûüýÿÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸ’',
    'aaaaaaceeeeiiiinooooouuuuyyAAAAAACEEEEIIIINOOOOOUUUUYY''') $$;
--> statement-breakpoint
CREATE INDEX messages_search_idx ON messages
  USING gin (to_tsvector('french'::regconfig, search_fold(content)));
