CREATE TABLE "attributeset" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(120) NOT NULL,
	"description" varchar(500),
	CONSTRAINT "attributeset_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "attributevalue" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"attribute_id" integer NOT NULL,
	"value" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(120) NOT NULL,
	"description" varchar(500),
	CONSTRAINT "attribute_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "brand" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(120) NOT NULL,
	"description" varchar(500),
	"image" varchar(500),
	CONSTRAINT "brand_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(120) NOT NULL,
	"parent_id" integer,
	"description" varchar(500),
	"image" varchar(500),
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_product_id_unique" UNIQUE("product_id"),
	CONSTRAINT "inventory_quantity_not_negative" CHECK ("inventory"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "manufacturer" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(120) NOT NULL,
	"description" varchar(500),
	CONSTRAINT "manufacturer_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "productcolor" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"product_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"code" varchar(7)
);
--> statement-breakpoint
CREATE TABLE "productimage" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"product_id" integer NOT NULL,
	"image" varchar(500) NOT NULL,
	"color_id" integer,
	"alt" varchar(200),
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_size" (
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	CONSTRAINT "product_size_product_id_size_id_pk" PRIMARY KEY("product_id","size_id")
);
--> statement-breakpoint
CREATE TABLE "product_tag" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "product_tag_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "producttag" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(60) NOT NULL,
	CONSTRAINT "producttag_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(200) NOT NULL,
	"sku" varchar(60) NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"manufacturer_id" integer,
	"price" numeric(14, 2) NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"unit" varchar(40) DEFAULT 'piece' NOT NULL,
	"low_stock_threshold" integer DEFAULT 5 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"image" varchar(500),
	"description" text,
	CONSTRAINT "product_unit_check" CHECK ("product"."unit" in ('piece', 'pair', 'set', 'metre', 'kg'))
);
--> statement-breakpoint
CREATE TABLE "size" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" varchar(40) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "size_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "stock_movement" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"product_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"quantity" integer NOT NULL,
	"reason" varchar(500),
	"reference" varchar(60),
	CONSTRAINT "stock_movement_kind_check" CHECK ("stock_movement"."kind" in ('purchase_received', 'order_confirmed', 'order_cancelled', 'adjustment')),
	CONSTRAINT "stock_movement_quantity_not_zero" CHECK ("stock_movement"."quantity" <> 0),
	CONSTRAINT "stock_movement_adjustment_has_reason" CHECK ("stock_movement"."kind" <> 'adjustment' or length(trim("stock_movement"."reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "attributevalue" ADD CONSTRAINT "attributevalue_attribute_id_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_parent_id_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productcolor" ADD CONSTRAINT "productcolor_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productimage" ADD CONSTRAINT "productimage_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productimage" ADD CONSTRAINT "productimage_color_id_productcolor_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."productcolor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_size" ADD CONSTRAINT "product_size_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_size" ADD CONSTRAINT "product_size_size_id_size_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."size"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tag" ADD CONSTRAINT "product_tag_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tag" ADD CONSTRAINT "product_tag_tag_id_producttag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."producttag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_manufacturer_id_manufacturer_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attributevalue_attribute_id_idx" ON "attributevalue" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "category_parent_id_idx" ON "category" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "inventory_product_id_idx" ON "inventory" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "productcolor_product_id_idx" ON "productcolor" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "productimage_product_id_idx" ON "productimage" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "productimage_color_id_idx" ON "productimage" USING btree ("color_id");--> statement-breakpoint
CREATE INDEX "product_size_size_id_idx" ON "product_size" USING btree ("size_id");--> statement-breakpoint
CREATE INDEX "product_tag_tag_id_idx" ON "product_tag" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sku_unique" ON "product" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "product_category_id_idx" ON "product" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_brand_id_idx" ON "product" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_manufacturer_id_idx" ON "product" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "stock_movement_product_id_idx" ON "stock_movement" USING btree ("product_id");