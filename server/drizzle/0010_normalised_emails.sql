-- Stored emails take the one spelling of domain/email.ts normalizeEmail: NFKC, no Default_Ignorable
-- code points (the same list as INVISIBLE_CHARACTER_RANGES), lower case, NFKC again. Accounts whose
-- addresses become the same are not merged or picked between: the migration stops, names them, and
-- nothing changes until an operator gives all but one of them another address (see docs/decisions,
-- "normalised emails").
DO $$
DECLARE
  clashes text;
BEGIN
  SELECT string_agg(format('%s (user ids %s)', normalised, ids), '; ')
    INTO clashes
    FROM (
      SELECT normalize(lower(regexp_replace(normalize(email, NFKC), '[\u00AD\u034F\u061C\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]', '', 'g')), NFKC) AS normalised,
             string_agg(id::text, ', ' ORDER BY id) AS ids
        FROM users
       GROUP BY 1
      HAVING count(*) > 1
    ) AS clash;
  IF clashes IS NOT NULL THEN
    RAISE EXCEPTION 'Cannot normalise the stored emails: these accounts would share one address: %. Give all but one account of each group another email (UPDATE users SET email = ... WHERE id = ...) and start the server again.', clashes;
  END IF;
  UPDATE users
     SET email = normalize(lower(regexp_replace(normalize(email, NFKC), '[\u00AD\u034F\u061C\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]', '', 'g')), NFKC);
END $$;
--> statement-breakpoint
DROP INDEX "users_email_lower_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");
