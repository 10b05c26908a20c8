CREATE TABLE `order_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`product_id` integer,
	`product_name` text NOT NULL,
	`unit_cents` integer NOT NULL,
	`quantity` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `order_lines_order_idx` ON `order_lines` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_lines_product_idx` ON `order_lines` (`product_id`);--> statement-breakpoint
CREATE TABLE `order_status_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`status` text NOT NULL,
	`note` text,
	`changed_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`changed_by` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "order_status_changes_status_check" CHECK("order_status_changes"."status" IN ('nuevo', 'confirmado', 'pagado', 'enviado', 'listo-para-recoger', 'entregado', 'cancelado'))
);
--> statement-breakpoint
CREATE INDEX `order_status_changes_order_idx` ON `order_status_changes` (`order_id`,`changed_at`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token` text NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`email` text,
	`delivery_option` text NOT NULL,
	`delivery_label` text NOT NULL,
	`delivery_address` text,
	`delivery_postal_code` text,
	`payment_method` text NOT NULL,
	`payment_label` text NOT NULL,
	`notes` text,
	`invoice` text,
	`subtotal_cents` integer NOT NULL,
	`delivery_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`status` text DEFAULT 'nuevo' NOT NULL,
	`notice_state` text DEFAULT 'off' NOT NULL,
	`notice_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "orders_status_check" CHECK("orders"."status" IN ('nuevo', 'confirmado', 'pagado', 'enviado', 'listo-para-recoger', 'entregado', 'cancelado')),
	CONSTRAINT "orders_notice_check" CHECK("orders"."notice_state" IN ('pending', 'sent', 'failed', 'off'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_token_unique` ON `orders` (`token`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
-- No product's count of units goes below zero: an update that would is aborted, and with it
-- the whole D1 batch it is part of, so an order that takes more units than are left stores
-- nothing (docs/decisions/032-orders-without-a-payment-processor.md). drizzle-kit does not
-- declare triggers: a later migration that rebuilds `products` must create this one again.
CREATE TRIGGER `products_stock_never_negative`
BEFORE UPDATE OF `stock` ON `products`
WHEN NEW.`stock` < 0
BEGIN
	SELECT RAISE(ABORT, 'stock_below_zero');
END;
