CREATE TABLE "document_number" (
	"prefix" varchar(20) NOT NULL,
	"day" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_number_prefix_day_pk" PRIMARY KEY("prefix","day")
);
