CREATE TABLE "order_bags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_bags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" text NOT NULL,
	"line_number" smallint NOT NULL,
	"product_uid" integer NOT NULL,
	"article_id" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_marked" numeric(12, 2) NOT NULL,
	"price_effective" numeric(12, 2) NOT NULL,
	"item" jsonb NOT NULL,
	CONSTRAINT "order_bags_quantity_positive" CHECK ("order_bags"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"user_id" text NOT NULL,
	"cart_id" text NOT NULL,
	"checkout_key" text NOT NULL,
	"status" text NOT NULL,
	"payment_mode" text NOT NULL,
	"payment_identifier" text DEFAULT '' NOT NULL,
	"aggregator" text DEFAULT '' NOT NULL,
	"merchant_code" text DEFAULT '' NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"breakup" jsonb NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"store_uid" integer,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_mode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_identifier" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "aggregator_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "merchant_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_bags" ADD CONSTRAINT "order_bags_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_bags_shipment" ON "order_bags" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_bags_line" ON "order_bags" USING btree ("shipment_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_key" ON "orders" USING btree ("application_id","checkout_key");--> statement-breakpoint
CREATE INDEX "orders_user_created" ON "orders" USING btree ("application_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_order" ON "shipments" USING btree ("order_id");