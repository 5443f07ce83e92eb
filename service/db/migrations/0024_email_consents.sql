CREATE TABLE "email_consents" (
	"application_id" text NOT NULL,
	"email" text NOT NULL,
	"response" text NOT NULL,
	"source" text DEFAULT 'newsletter' NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_consents_application_id_email_pk" PRIMARY KEY("application_id","email")
);
--> statement-breakpoint
ALTER TABLE "email_consents" ADD CONSTRAINT "email_consents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;