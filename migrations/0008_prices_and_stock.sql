ALTER TABLE `products` ADD `price_cents` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `stock` integer;--> statement-breakpoint
-- Each price text that is a plain amount (a dollar sign, digits with optional thousands
-- commas, one or two decimals, MXN) becomes its centavos; any other text leaves the
-- amount empty. The same rule as parsePriceText in app/shared/money.ts
-- (docs/decisions/030-prices-and-stock.md).
UPDATE `products` SET `price_cents` = `parsed`.`cents`
FROM (
	SELECT `id`, CAST(`digits` AS INTEGER) * 100 + CAST(substr(coalesce(`decimals`, '') || '00', 1, 2) AS INTEGER) AS `cents`
	FROM (
		SELECT `id`, `whole`, replace(`whole`, ',', '') AS `digits`,
			CASE WHEN instr(`amount`, '.') > 0 THEN substr(`amount`, instr(`amount`, '.') + 1) END AS `decimals`
		FROM (
			SELECT `id`, `amount`,
				CASE WHEN instr(`amount`, '.') > 0 THEN substr(`amount`, 1, instr(`amount`, '.') - 1) ELSE `amount` END AS `whole`
			FROM (
				SELECT `id`,
					CASE WHEN upper(substr(`text`, -3)) = 'MXN' THEN rtrim(substr(`text`, 1, length(`text`) - 3)) ELSE `text` END AS `amount`
				FROM (
					SELECT `id`,
						CASE WHEN substr(trim(`price`), 1, 1) = '$' THEN ltrim(substr(trim(`price`), 2)) ELSE trim(`price`) END AS `text`
					FROM `products` WHERE `price` IS NOT NULL
				)
			)
		)
	)
	WHERE length(`digits`) BETWEEN 1 AND 9 AND `digits` NOT GLOB '*[^0-9]*'
		AND (`decimals` IS NULL OR (length(`decimals`) BETWEEN 1 AND 2 AND `decimals` NOT GLOB '*[^0-9]*'))
		AND (instr(`whole`, ',') = 0 OR printf('%,d', CAST(`digits` AS INTEGER)) = `whole`)
) AS `parsed`
WHERE `parsed`.`id` = `products`.`id` AND `parsed`.`cents` <= 10000000;
