CREATE TABLE `site_setting_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`section` text NOT NULL,
	`value` text NOT NULL,
	`saved_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `site_setting_versions_section_idx` ON `site_setting_versions` (`section`,`id`);--> statement-breakpoint
CREATE TABLE `site_settings` (
	`section` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`saved_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
