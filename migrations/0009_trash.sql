CREATE TABLE `trash_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`title` text NOT NULL,
	`snapshot` text NOT NULL,
	`deleted_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`deleted_by` text,
	CONSTRAINT "trash_entries_kind_check" CHECK("trash_entries"."kind" IN ('product', 'store', 'recipe', 'invitation-code', 'request', 'waitlist-entry'))
);
--> statement-breakpoint
CREATE INDEX `trash_entries_deleted_idx` ON `trash_entries` (`deleted_at`);