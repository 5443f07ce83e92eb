CREATE TABLE "catalog_revision" (
	"id" smallint PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	"stock_revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"uid" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "sellers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"uid" integer PRIMARY KEY NOT NULL,
	"seller_uid" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"store_type" text DEFAULT 'warehouse' NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"country_code" text DEFAULT 'IN' NOT NULL,
	"pincode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "stores_code_unique" UNIQUE("code")
);
--> statement-breakpoint
DROP INDEX "products_brand";--> statement-breakpoint
DROP INDEX "products_department";--> statement-breakpoint
DROP INDEX "products_online_date";--> statement-breakpoint
DROP INDEX "products_popularity";--> statement-breakpoint
DROP INDEX "products_price";--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "store_uid" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "primary_color" text GENERATED ALWAYS AS ("attributes"->>'primary_color') STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "material" text GENERATED ALWAYS AS ("attributes"->>'material') STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gender" text GENERATED ALWAYS AS ("attributes"->>'gender') STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pattern" text GENERATED ALWAYS AS ("attributes"->>'pattern') STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_group" text GENERATED ALWAYS AS ("brand_uid"::text || ':' || "department_uid"::text || ':' || "category_uid"::text || ':' || replace("name", coalesce("attributes"->>'primary_color', ''), '')) STORED;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_seller_uid_sellers_uid_fk" FOREIGN KEY ("seller_uid") REFERENCES "public"."sellers"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stores_seller" ON "stores" USING btree ("seller_uid");--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_store_uid_stores_uid_fk" FOREIGN KEY ("store_uid") REFERENCES "public"."stores"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_sizes_in_stock" ON "product_sizes" USING btree ("value","product_uid") WHERE "product_sizes"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "products_brand_category" ON "products" USING btree ("brand_uid","category_uid");--> statement-breakpoint
CREATE INDEX "products_facets" ON "products" USING btree ("department_uid","category_uid","brand_uid","category_l2_uid","category_l1_uid","price_effective_min","discount_percent","rating","primary_color","gender","material","pattern","uid");--> statement-breakpoint
CREATE INDEX "products_category_l2" ON "products" USING btree ("category_l2_uid");--> statement-breakpoint
CREATE INDEX "products_primary_color" ON "products" USING btree ("primary_color");--> statement-breakpoint
CREATE INDEX "products_material" ON "products" USING btree ("material");--> statement-breakpoint
CREATE INDEX "products_tags" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "products_online_date_uid" ON "products" USING btree ("online_date","uid");--> statement-breakpoint
CREATE INDEX "products_popularity_uid" ON "products" USING btree ("popularity","uid");--> statement-breakpoint
CREATE INDEX "products_price_uid" ON "products" USING btree ("price_effective_min","uid");--> statement-breakpoint
CREATE INDEX "products_discount_uid" ON "products" USING btree ("discount_percent","uid");--> statement-breakpoint
CREATE INDEX "products_rating_uid" ON "products" USING btree (coalesce("rating", 0),"uid");--> statement-breakpoint
CREATE INDEX "products_variant_group" ON "products" USING btree ("variant_group");