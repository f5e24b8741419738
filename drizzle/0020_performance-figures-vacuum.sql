-- The ranking reads a page's place from the first entries of a sort's index alone (decision 0038), which reads the
-- table row of every entry whose page the visibility map does not mark all-visible. Each change of a partner's
-- figures (the triggers, performance_windows_roll every hour) leaves a page unmarked until a vacuum; by default
-- that waits for a fifth of the table to change, days of hourly rolls at 20,000 partners, and a deep page then
-- read some 5,000 table rows. Vacuumed after every 100 changed rows instead: the table is a few rows a partner.
ALTER TABLE "partner_performance" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 100);
