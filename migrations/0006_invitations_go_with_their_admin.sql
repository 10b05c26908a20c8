-- An invitation whose admin was removed (invited_by set to NULL before) is void: it is not copied.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_admin_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_admin_invitations`("id", "token_hash", "invited_by", "created_at", "expires_at", "used_at") SELECT "id", "token_hash", "invited_by", "created_at", "expires_at", "used_at" FROM `admin_invitations` WHERE "invited_by" IS NOT NULL;--> statement-breakpoint
DROP TABLE `admin_invitations`;--> statement-breakpoint
ALTER TABLE `__new_admin_invitations` RENAME TO `admin_invitations`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `admin_invitations_token_unique` ON `admin_invitations` (`token_hash`);