CREATE TABLE "cart_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"product_uid" integer NOT NULL,
	"size" text NOT NULL,
	"article_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"number" serial NOT NULL,
	"application_id" text NOT NULL,
	"user_id" text,
	"buy_now" boolean DEFAULT false NOT NULL,
	"checkout_mode" text DEFAULT 'self' NOT NULL,
	"coupon_code" text,
	"address_id" text,
	"billing_address_id" text,
	"closed_reason" text,
	"closed_at" timestamp with time zone,
	"merged_into" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_article" ON "cart_lines" USING btree ("cart_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_open_per_shopper" ON "carts" USING btree ("application_id","user_id","buy_now") WHERE "carts"."user_id" is not null and "carts"."closed_at" is null;