CREATE TABLE "llm_call_days" (
	"day" text PRIMARY KEY NOT NULL,
	"used" integer NOT NULL
);
