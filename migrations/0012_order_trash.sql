PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_trash_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`title` text NOT NULL,
	`snapshot` text NOT NULL,
	`deleted_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`deleted_by` text,
	CONSTRAINT "trash_entries_kind_check" CHECK("__new_trash_entries"."kind" IN ('product', 'store', 'recipe', 'invitation-code', 'request', 'waitlist-entry', 'order'))
);
--> statement-breakpoint
INSERT INTO `__new_trash_entries`("id", "kind", "item_id", "title", "snapshot", "deleted_at", "deleted_by") SELECT "id", "kind", "item_id", "title", "snapshot", "deleted_at", "deleted_by" FROM `trash_entries`;--> statement-breakpoint
DROP TABLE `trash_entries`;--> statement-breakpoint
ALTER TABLE `__new_trash_entries` RENAME TO `trash_entries`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `trash_entries_deleted_idx` ON `trash_entries` (`deleted_at`);