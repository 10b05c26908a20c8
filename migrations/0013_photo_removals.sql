CREATE TABLE `photo_removals` (
	`hash` text PRIMARY KEY NOT NULL,
	`unused_on` text NOT NULL
);
