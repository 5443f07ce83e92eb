-- Whoever keeps pages built from the catalogue (the storefront's page cache, decision 21) hears when
-- it changes: each bump of the catalogue's revision row sends a notification on the
-- "catalog_revision" channel when its transaction commits (PostgreSQL LISTEN, PGlite listen).
CREATE OR REPLACE FUNCTION "notify_catalog_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_revision', NEW."revision" || ':' || NEW."stock_revision");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalog_revision_notify" AFTER UPDATE ON "catalog_revision" FOR EACH ROW EXECUTE FUNCTION "notify_catalog_revision"();
