-- Unlogged: counts that a crash may lose cost nothing, and skipping the write-ahead log is most of a hit's cost.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "socket_leases" (
	"id" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"session" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "socket_leases_address_idx" ON "socket_leases" USING btree ("address");--> statement-breakpoint
CREATE INDEX "socket_leases_session_idx" ON "socket_leases" USING btree ("session");