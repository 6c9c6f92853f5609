CREATE TABLE "list_generations" (
	"scope" text NOT NULL,
	"table_name" text NOT NULL,
	"generation" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "list_generations_scope_table_name_pk" PRIMARY KEY("scope","table_name")
);
