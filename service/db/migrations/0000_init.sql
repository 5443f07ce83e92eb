CREATE TABLE "app_documents" (
	"application_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_documents_application_id_kind_pk" PRIMARY KEY("application_id","kind")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"token" text NOT NULL,
	"company_id" integer NOT NULL,
	"domain" text NOT NULL,
	"logo" text,
	"mobile_logo" text,
	"favicon" text,
	"banner" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"mode" text DEFAULT 'live' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"uid" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text NOT NULL,
	"banner_portrait" text NOT NULL,
	"banner_landscape" text NOT NULL,
	"department_uids" integer[] NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"uid" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"level" smallint NOT NULL,
	"parent_uid" integer,
	"department_uids" integer[] NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"banner_portrait" text NOT NULL,
	"banner_landscape" text NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "collection_items" (
	"collection_uid" integer NOT NULL,
	"product_uid" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "collection_items_collection_uid_product_uid_pk" PRIMARY KEY("collection_uid","product_uid")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"uid" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"query" jsonb NOT NULL,
	"logo" text NOT NULL,
	"banner_portrait" text NOT NULL,
	"banner_landscape" text NOT NULL,
	"tags" text[] NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"allow_facets" boolean DEFAULT true NOT NULL,
	"allow_sort" boolean DEFAULT true NOT NULL,
	"sort_on" text DEFAULT 'popular' NOT NULL,
	"badge" jsonb DEFAULT '{"text":"","color":""}'::jsonb NOT NULL,
	CONSTRAINT "collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"decimal_digits" smallint DEFAULT 2 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"country_name" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"uid" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"priority_order" integer NOT NULL,
	"logo" text NOT NULL,
	CONSTRAINT "departments_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "navigations" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"platform" jsonb NOT NULL,
	"position" text DEFAULT 'top' NOT NULL,
	"orientation" jsonb NOT NULL,
	"navigation" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"article_id" text PRIMARY KEY NOT NULL,
	"product_uid" integer NOT NULL,
	"value" text NOT NULL,
	"display" text NOT NULL,
	"position" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"price_marked" numeric(12, 2) NOT NULL,
	"price_effective" numeric(12, 2) NOT NULL,
	"seller_identifier" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"uid" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"item_code" text NOT NULL,
	"item_type" text DEFAULT 'standard' NOT NULL,
	"brand_uid" integer NOT NULL,
	"department_uid" integer NOT NULL,
	"category_l1_uid" integer NOT NULL,
	"category_l2_uid" integer NOT NULL,
	"category_uid" integer NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attributes" jsonb NOT NULL,
	"tags" text[] NOT NULL,
	"highlights" text[] NOT NULL,
	"teaser_tag" text,
	"medias" jsonb NOT NULL,
	"price_marked_min" numeric(12, 2) NOT NULL,
	"price_marked_max" numeric(12, 2) NOT NULL,
	"price_effective_min" numeric(12, 2) NOT NULL,
	"price_effective_max" numeric(12, 2) NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"currency_code" text DEFAULT 'INR' NOT NULL,
	"sellable" boolean DEFAULT true NOT NULL,
	"rating" numeric(3, 2),
	"rating_count" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"online_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "theme_pages" (
	"theme_id" text NOT NULL,
	"id" text NOT NULL,
	"value" text NOT NULL,
	"text" text NOT NULL,
	"path" text NOT NULL,
	"type" text DEFAULT 'system' NOT NULL,
	"props" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"sections_meta" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "theme_pages_theme_id_value_pk" PRIMARY KEY("theme_id","value")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"name" text NOT NULL,
	"version" text DEFAULT '1.0.0' NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"theme_type" text DEFAULT 'react' NOT NULL,
	"font" jsonb NOT NULL,
	"config" jsonb NOT NULL,
	"styles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"available_sections" jsonb NOT NULL,
	"meta" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_documents" ADD CONSTRAINT "app_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_uid_collections_uid_fk" FOREIGN KEY ("collection_uid") REFERENCES "public"."collections"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_product_uid_products_uid_fk" FOREIGN KEY ("product_uid") REFERENCES "public"."products"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigations" ADD CONSTRAINT "navigations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_uid_products_uid_fk" FOREIGN KEY ("product_uid") REFERENCES "public"."products"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_uid_brands_uid_fk" FOREIGN KEY ("brand_uid") REFERENCES "public"."brands"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_department_uid_departments_uid_fk" FOREIGN KEY ("department_uid") REFERENCES "public"."departments"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_uid_categories_uid_fk" FOREIGN KEY ("category_uid") REFERENCES "public"."categories"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_pages" ADD CONSTRAINT "theme_pages_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent" ON "categories" USING btree ("parent_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "navigations_app_slug" ON "navigations" USING btree ("application_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sizes_product_value" ON "product_sizes" USING btree ("product_uid","value");--> statement-breakpoint
CREATE INDEX "products_brand" ON "products" USING btree ("brand_uid");--> statement-breakpoint
CREATE INDEX "products_department" ON "products" USING btree ("department_uid");--> statement-breakpoint
CREATE INDEX "products_category" ON "products" USING btree ("category_uid");--> statement-breakpoint
CREATE INDEX "products_online_date" ON "products" USING btree ("online_date");--> statement-breakpoint
CREATE INDEX "products_popularity" ON "products" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "products_price" ON "products" USING btree ("price_effective_min");--> statement-breakpoint
CREATE INDEX "themes_app_applied" ON "themes" USING btree ("application_id","applied");