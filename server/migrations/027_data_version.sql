-- Read cache invalidation (issue 18): every server process keeps the answers of the catalogue,
-- content and tenant reads in memory and checks these counters now and then. Triggers bump an
-- area's counter in the same transaction as any write to its tables, whoever writes (the seed, an
-- editor, a test, psql), so a process sees every committed change on its next check.
CREATE TABLE data_version (
  area text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO data_version (area) VALUES ('catalogue'), ('content'), ('tenant');

CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_version SET version = version + 1 WHERE area = TG_ARGV[0];
  RETURN NULL;
END;
$$;

-- Statement triggers: one bump per statement, however many rows it writes (the seed writes many).
CREATE TRIGGER tenants_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('tenant');
CREATE TRIGGER message_bundles_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON message_bundles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('tenant');
CREATE TRIGGER redirects_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON redirects
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('tenant');

-- Content pages also feed the content search; the order config's fees appear in content texts.
CREATE TRIGGER content_pages_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_pages
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('content');
CREATE TRIGGER component_configs_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON component_configs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('content');
CREATE TRIGGER order_config_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_config
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('content');

CREATE TRIGGER categories_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
CREATE TRIGGER brands_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
CREATE TRIGGER products_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
CREATE TRIGGER recipes_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recipes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
CREATE TRIGGER search_banners_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_banners
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('catalogue');
