CREATE TABLE `bags` (
	`token` text PRIMARY KEY NOT NULL,
	`lines` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `bags_updated_idx` ON `bags` (`updated_at`);