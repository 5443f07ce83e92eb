CREATE TABLE "store_stock" (
	"store_uid" integer NOT NULL,
	"article_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "store_stock_store_uid_article_id_pk" PRIMARY KEY("store_uid","article_id")
);
--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_store_uid_stores_uid_fk" FOREIGN KEY ("store_uid") REFERENCES "public"."stores"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_article_id_product_sizes_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."product_sizes"("article_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_stock_article" ON "store_stock" USING btree ("article_id");