CREATE TABLE `waitlist_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`phone` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`status` text DEFAULT 'nueva' NOT NULL,
	`status_changed_at` integer,
	`note` text,
	`notice_state` text DEFAULT 'off' NOT NULL,
	`notice_at` integer,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "waitlist_entries_status_check" CHECK("waitlist_entries"."status" IN ('nueva', 'contactada', 'enviada', 'entregada', 'descartada')),
	CONSTRAINT "waitlist_entries_notice_check" CHECK("waitlist_entries"."notice_state" IN ('pending', 'sent', 'failed', 'off')),
	CONSTRAINT "waitlist_entries_contact_check" CHECK("waitlist_entries"."email" IS NOT NULL OR "waitlist_entries"."phone" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX `waitlist_entries_product_idx` ON `waitlist_entries` (`product_id`,`status`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_created_idx` ON `waitlist_entries` (`created_at`);--> statement-breakpoint
ALTER TABLE `products` ADD `availability` text DEFAULT 'disponible' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `availability_note` text;