-- Issue 14: the server keeps each signed-in user's plan (tier, admin, lawyer plan) in memory for a
-- few seconds; every change to the rows it is read from tells every process to forget it, on
-- PostgreSQL (LISTEN in server/notifications.ts) and PGlite (listen in server/index.ts) alike.
-- The payload is the user's id.
CREATE FUNCTION "revisafacil_plan_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected text[];
  row_email text;
  uid text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    affected := affected || OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    affected := affected || NEW.user_id;
  END IF;
  -- A lawyer's subscription may be known by e-mail only, before the account exists or is linked.
  IF TG_TABLE_NAME = 'revisaconecta_subscribers' THEN
    row_email := CASE WHEN TG_OP = 'DELETE' THEN OLD.email ELSE NEW.email END;
    affected := affected || ARRAY(SELECT "id" FROM "user" WHERE lower("email") = lower(row_email));
  END IF;
  FOR uid IN SELECT DISTINCT u FROM unnest(affected) AS u WHERE u IS NOT NULL LOOP
    PERFORM pg_notify('revisafacil_planos', uid);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "revisafacil_user_email_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('revisafacil_planos', NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscribers_plan_changed" AFTER INSERT OR UPDATE OR DELETE ON "subscribers"
  FOR EACH ROW EXECUTE FUNCTION "revisafacil_plan_changed"();
--> statement-breakpoint
CREATE TRIGGER "revisaconecta_subscribers_plan_changed" AFTER INSERT OR UPDATE OR DELETE ON "revisaconecta_subscribers"
  FOR EACH ROW EXECUTE FUNCTION "revisafacil_plan_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_email_plan_changed" AFTER UPDATE OF "email" ON "user"
  FOR EACH ROW EXECUTE FUNCTION "revisafacil_user_email_changed"();
