-- Written by hand from drizzle-kit's output: drizzle-kit rebuilds the table
-- to add CHECK constraints and copies the new columns from the old table,
-- which does not have them. Adding the columns keeps every request as it
-- was, with status 'nueva' and no notice sent ('off').
CREATE TABLE `request_status_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`status` text NOT NULL,
	`changed_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `invitation_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "request_status_changes_status_check" CHECK("request_status_changes"."status" IN ('nueva', 'contactada', 'enviada', 'entregada', 'descartada'))
);
--> statement-breakpoint
CREATE INDEX `request_status_changes_request_idx` ON `request_status_changes` (`request_id`,`changed_at`);--> statement-breakpoint
ALTER TABLE `invitation_requests` ADD `status` text DEFAULT 'nueva' NOT NULL CONSTRAINT "invitation_requests_status_check" CHECK("status" IN ('nueva', 'contactada', 'enviada', 'entregada', 'descartada'));--> statement-breakpoint
ALTER TABLE `invitation_requests` ADD `status_changed_at` integer;--> statement-breakpoint
ALTER TABLE `invitation_requests` ADD `note` text;--> statement-breakpoint
ALTER TABLE `invitation_requests` ADD `notice_state` text DEFAULT 'off' NOT NULL CONSTRAINT "invitation_requests_notice_check" CHECK("notice_state" IN ('pending', 'sent', 'failed', 'off'));--> statement-breakpoint
ALTER TABLE `invitation_requests` ADD `notice_at` integer;--> statement-breakpoint
CREATE INDEX `invitation_requests_status_idx` ON `invitation_requests` (`status`,`created_at`);
