CREATE TABLE "refund_beneficiaries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_beneficiaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"beneficiary_id" text NOT NULL,
	"application_id" text NOT NULL,
	"user_id" text NOT NULL,
	"transfer_mode" text NOT NULL,
	"account_holder" text DEFAULT '' NOT NULL,
	"account_no" text DEFAULT '' NOT NULL,
	"account_no_masked" text DEFAULT '' NOT NULL,
	"ifsc_code" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"branch_name" text DEFAULT '' NOT NULL,
	"wallet" text DEFAULT '' NOT NULL,
	"wallet_address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_beneficiary_choices" (
	"application_id" text NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"shipment_id" text DEFAULT '' NOT NULL,
	"beneficiary_row_id" integer NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_transfer_mode_settings" (
	"application_id" text NOT NULL,
	"user_id" text NOT NULL,
	"transfer_mode" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refund_beneficiaries" ADD CONSTRAINT "refund_beneficiaries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_beneficiaries" ADD CONSTRAINT "refund_beneficiaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_beneficiary_choices" ADD CONSTRAINT "refund_beneficiary_choices_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_beneficiary_choices" ADD CONSTRAINT "refund_beneficiary_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_beneficiary_choices" ADD CONSTRAINT "refund_beneficiary_choices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_beneficiary_choices" ADD CONSTRAINT "refund_beneficiary_choices_beneficiary_row_id_refund_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_row_id") REFERENCES "public"."refund_beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_transfer_mode_settings" ADD CONSTRAINT "refund_transfer_mode_settings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_transfer_mode_settings" ADD CONSTRAINT "refund_transfer_mode_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_beneficiaries_beneficiary_id" ON "refund_beneficiaries" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "refund_beneficiaries_user" ON "refund_beneficiaries" USING btree ("application_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_beneficiaries_request" ON "refund_beneficiaries" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_beneficiaries_one_default" ON "refund_beneficiaries" USING btree ("user_id") WHERE "refund_beneficiaries"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "refund_beneficiary_choices_order_shipment" ON "refund_beneficiary_choices" USING btree ("order_id","shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_transfer_mode_settings_user_mode" ON "refund_transfer_mode_settings" USING btree ("user_id","transfer_mode");