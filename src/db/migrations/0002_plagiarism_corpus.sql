CREATE TABLE "plagiarism_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text,
	"title" text NOT NULL,
	"url" text,
	"author" text,
	"published" text,
	"site_name" text,
	"text" text NOT NULL,
	"words" integer NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plagiarism_fingerprints" (
	"hash" integer NOT NULL,
	"document_id" uuid NOT NULL,
	"owner_id" text,
	CONSTRAINT "plagiarism_fingerprints_hash_document_id_pk" PRIMARY KEY("hash","document_id")
);
--> statement-breakpoint
ALTER TABLE "plagiarism_documents" ADD CONSTRAINT "plagiarism_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plagiarism_documents_corpus_hash_idx" ON "plagiarism_documents" USING btree ("content_hash") WHERE "plagiarism_documents"."owner_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "plagiarism_documents_owner_hash_idx" ON "plagiarism_documents" USING btree ("owner_id","content_hash");--> statement-breakpoint
CREATE INDEX "plagiarism_documents_owner_created_idx" ON "plagiarism_documents" USING btree ("owner_id","created_at");