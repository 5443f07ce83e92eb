CREATE TABLE "theme_section_previews" (
	"hash" text PRIMARY KEY NOT NULL,
	"theme_id" text NOT NULL,
	"page_value" text NOT NULL,
	"sections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "theme_section_previews" ADD CONSTRAINT "theme_section_previews_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "theme_section_previews_created" ON "theme_section_previews" USING btree ("created_at");--> statement-breakpoint
-- A saved theme or page changes what every page shows: it bumps the store's revision row like a
-- catalogue change (migration 0002's function), so the same notification (0016) empties each
-- storefront process's store-wide cache and page cache. Section preview drafts do not.
CREATE TRIGGER "themes_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "themes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "theme_pages_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "theme_pages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
