CREATE TABLE "shared_carts" (
	"token" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"snapshot_cart_id" text NOT NULL,
	"source_cart_id" text NOT NULL,
	"user_id" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"hash" text NOT NULL,
	"title" text NOT NULL,
	"original" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"expire_at" timestamp with time zone,
	"enable_tracking" boolean DEFAULT false NOT NULL,
	"personalized" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shared_carts" ADD CONSTRAINT "shared_carts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_carts" ADD CONSTRAINT "shared_carts_snapshot_cart_id_carts_id_fk" FOREIGN KEY ("snapshot_cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_carts" ADD CONSTRAINT "shared_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_carts_application" ON "shared_carts" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_hash" ON "short_links" USING btree ("application_id","hash");