ALTER TABLE "images" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "images_unattached_idx" ON "images" USING btree ("created_at") WHERE attached_at is null;--> statement-breakpoint
-- Every image a campaign shows already counts as attached (decision 098): the clean-up of
-- abandoned uploads never takes them.
UPDATE "images" SET "attached_at" = "created_at"
WHERE "id" IN (
  SELECT "cover_image_id" FROM "campaigns" WHERE "cover_image_id" IS NOT NULL
  UNION SELECT unnest("gallery_image_ids") FROM "campaigns"
);
