CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"shipment_id" text NOT NULL,
	"bag_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency_code" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"beneficiary_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_bags" ADD COLUMN "return_meta" jsonb;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_bag_id_order_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."order_bags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_shipment_bag" ON "refunds" USING btree ("shipment_id","bag_id");--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_request_key" ON "shipments" USING btree ("order_id","request_key");