-- Catalogue revisions: one row, bumped in the writing transaction whenever data that product
-- listings filter, count or name changes. The service memoises listing totals and facets per
-- revision (service/modules/catalog/state.ts). Articles have a revision of their own, which only the
-- size filter and facet depend on, and stock updates count only when an article goes in or out of
-- stock: selling a few pieces invalidates nothing, selling out invalidates the size facets only.
INSERT INTO "catalog_revision" ("id", "revision", "stock_revision") VALUES (1, 0, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_stock_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_revision" SET "stock_revision" = "stock_revision" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "brands_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "departments_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "departments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "collections_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collections" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "collection_items_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collection_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_stock_revision" AFTER INSERT OR DELETE OR TRUNCATE ON "product_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_stock_revision"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_stock_change_revision" AFTER UPDATE ON "product_sizes" FOR EACH ROW
  WHEN ((OLD."quantity" > 0) IS DISTINCT FROM (NEW."quantity" > 0)
    OR OLD."value" IS DISTINCT FROM NEW."value"
    OR OLD."display" IS DISTINCT FROM NEW."display"
    OR OLD."product_uid" IS DISTINCT FROM NEW."product_uid")
  EXECUTE FUNCTION "bump_stock_revision"();
