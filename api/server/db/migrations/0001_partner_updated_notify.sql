-- Every change to a partner, its colours or the feature flags sends NOTIFY partner_updated with the
-- partner's slug ('*' = every partner), so each server instance drops its cached partner answer and
-- tells the partner's open sockets. Notifications are delivered on commit; duplicates in one
-- transaction are folded into one by PostgreSQL.
CREATE OR REPLACE FUNCTION notify_partner_updated() RETURNS trigger AS $$
DECLARE
  changed text;
BEGIN
  IF TG_TABLE_NAME = 'partners' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('partner_updated', OLD.slug);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('partner_updated', NEW.slug);
    END IF;
  ELSIF TG_TABLE_NAME = 'partner_colors' THEN
    SELECT p.slug INTO changed FROM partners p
      WHERE p.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.partner_id ELSE NEW.partner_id END;
    PERFORM pg_notify('partner_updated', COALESCE(changed, '*'));
  ELSE
    PERFORM pg_notify('partner_updated', '*');
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER partners_notify AFTER INSERT OR UPDATE OR DELETE ON partners
  FOR EACH ROW EXECUTE FUNCTION notify_partner_updated();
--> statement-breakpoint
CREATE TRIGGER partner_colors_notify AFTER INSERT OR UPDATE OR DELETE ON partner_colors
  FOR EACH ROW EXECUTE FUNCTION notify_partner_updated();
--> statement-breakpoint
CREATE TRIGGER feature_flags_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feature_flags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_partner_updated();
