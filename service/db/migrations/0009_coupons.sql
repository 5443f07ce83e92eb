CREATE TABLE "coupons" (
	"application_id" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"max_discount" numeric(12, 2),
	"min_cart_value" numeric(12, 2) DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"payment_modes" text[] DEFAULT '{}' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupons_application_id_code_pk" PRIMARY KEY("application_id","code")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;