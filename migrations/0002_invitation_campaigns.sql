-- Written by hand from drizzle-kit's output: drizzle-kit rebuilds the table
-- to add a CHECK constraint and copies the new columns from the old table,
-- which does not have them. Adding the columns keeps every code as it was:
-- no campaign, for the associates' programme, never expiring.
ALTER TABLE `invitation_codes` ADD `campaign` text;--> statement-breakpoint
ALTER TABLE `invitation_codes` ADD `kind` text DEFAULT 'associate' NOT NULL CONSTRAINT "invitation_codes_kind_check" CHECK("kind" IN ('associate', 'client'));--> statement-breakpoint
ALTER TABLE `invitation_codes` ADD `expires_at` text;--> statement-breakpoint
CREATE INDEX `invitation_codes_campaign_idx` ON `invitation_codes` (`campaign`);
