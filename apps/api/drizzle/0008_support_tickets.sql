CREATE TABLE "message" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"receiver_id" integer NOT NULL,
	"sender_id" integer,
	"message" text NOT NULL,
	"is_seen" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_department" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(80) NOT NULL,
	"description" varchar(300),
	CONSTRAINT "ticket_department_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ticket_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"ticket_id" integer NOT NULL,
	"admin_id" integer,
	"customer_id" integer,
	"message" text NOT NULL,
	"file" varchar(500),
	"internal" boolean DEFAULT false NOT NULL,
	"from_requester" boolean DEFAULT false NOT NULL,
	"seen" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_priority" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(80) NOT NULL,
	"description" varchar(300),
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_priority_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ticket_status" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(80) NOT NULL,
	"description" varchar(300),
	CONSTRAINT "ticket_status_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ticket_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(80) NOT NULL,
	"description" varchar(300),
	CONSTRAINT "ticket_type_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ticket" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"subject" varchar(200) NOT NULL,
	"name" varchar(160),
	"email" varchar(254),
	"user_id" integer,
	"ticket_department_id" integer NOT NULL,
	"ticket_priority_id" integer NOT NULL,
	"ticket_status_id" integer,
	"ticket_type_id" integer,
	"assignee_id" integer,
	"contact_message_id" integer,
	"access_token_hash" varchar(64),
	"link_salt" varchar(64),
	"first_answered_at" timestamp with time zone,
	CONSTRAINT "ticket_access_token_hash_unique" UNIQUE("access_token_hash")
);
--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_receiver_id_user_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_detail" ADD CONSTRAINT "ticket_detail_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_detail" ADD CONSTRAINT "ticket_detail_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_detail" ADD CONSTRAINT "ticket_detail_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_ticket_department_id_ticket_department_id_fk" FOREIGN KEY ("ticket_department_id") REFERENCES "public"."ticket_department"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_ticket_priority_id_ticket_priority_id_fk" FOREIGN KEY ("ticket_priority_id") REFERENCES "public"."ticket_priority"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_ticket_status_id_ticket_status_id_fk" FOREIGN KEY ("ticket_status_id") REFERENCES "public"."ticket_status"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_ticket_type_id_ticket_type_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_contact_message_id_contact_message_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_message"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_receiver_id_idx" ON "message" USING btree ("receiver_id");--> statement-breakpoint
CREATE INDEX "message_sender_id_idx" ON "message" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "ticket_detail_ticket_id_idx" ON "ticket_detail" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_detail_admin_id_idx" ON "ticket_detail" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "ticket_detail_customer_id_idx" ON "ticket_detail" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "ticket_detail_thread_idx" ON "ticket_detail" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "ticket_user_id_idx" ON "ticket" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_ticket_department_id_idx" ON "ticket" USING btree ("ticket_department_id");--> statement-breakpoint
CREATE INDEX "ticket_ticket_priority_id_idx" ON "ticket" USING btree ("ticket_priority_id");--> statement-breakpoint
CREATE INDEX "ticket_ticket_status_id_idx" ON "ticket" USING btree ("ticket_status_id");--> statement-breakpoint
CREATE INDEX "ticket_ticket_type_id_idx" ON "ticket" USING btree ("ticket_type_id");--> statement-breakpoint
CREATE INDEX "ticket_assignee_id_idx" ON "ticket" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "ticket_contact_message_id_idx" ON "ticket" USING btree ("contact_message_id");--> statement-breakpoint
CREATE INDEX "ticket_created_at_idx" ON "ticket" USING btree ("created_at");