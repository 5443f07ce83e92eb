CREATE TABLE "delivery_zones" (
	"store_uid" integer NOT NULL,
	"country_code" text NOT NULL,
	"kind" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	CONSTRAINT "delivery_zones_store_uid_country_code_kind_value_pk" PRIMARY KEY("store_uid","country_code","kind","value")
);
--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_store_uid_stores_uid_fk" FOREIGN KEY ("store_uid") REFERENCES "public"."stores"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_zones_destination" ON "delivery_zones" USING btree ("country_code","kind","value");