CREATE TABLE "store_stock" (
	"store_uid" integer NOT NULL,
	"article_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "store_stock_store_uid_article_id_pk" PRIMARY KEY("store_uid","article_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"store_uid" integer NOT NULL,
	"country_code" text NOT NULL,
	"kind" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	CONSTRAINT "delivery_zones_store_uid_country_code_kind_value_pk" PRIMARY KEY("store_uid","country_code","kind","value")
);
--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_store_uid_stores_uid_fk" FOREIGN KEY ("store_uid") REFERENCES "public"."stores"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_article_id_product_sizes_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."product_sizes"("article_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_store_uid_stores_uid_fk" FOREIGN KEY ("store_uid") REFERENCES "public"."stores"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_stock_article" ON "store_stock" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "delivery_zones_destination" ON "delivery_zones" USING btree ("country_code","kind","value");