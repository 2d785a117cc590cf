-- The shell of document 1: tenant configuration, CMS content, media, customers, sessions, client logs.

CREATE TABLE tenants (
  id text PRIMARY KEY,
  default_locale text NOT NULL,
  runtime_config jsonb NOT NULL,
  theme_config jsonb NOT NULL
);

-- One bundle per language ("de", "en"); the tenant's default_locale names the fallback.
CREATE TABLE message_bundles (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  language text NOT NULL,
  bundle jsonb NOT NULL,
  PRIMARY KEY (tenant_id, language)
);

-- One row per source path; kind is oneToOne, manyToOne or manyToMany (see domain/tenant/config.ts).
CREATE TABLE redirects (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('oneToOne', 'manyToOne', 'manyToMany')),
  source text NOT NULL,
  target text NOT NULL,
  PRIMARY KEY (tenant_id, kind, source)
);

CREATE TABLE content_pages (
  path text PRIMARY KEY,
  page jsonb NOT NULL
);

CREATE TABLE component_configs (
  type text PRIMARY KEY,
  config jsonb NOT NULL
);

CREATE TABLE media (
  name text PRIMARY KEY,
  content_type text NOT NULL,
  body text NOT NULL,
  etag text NOT NULL
);

CREATE TABLE customers (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  profile jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- customer_id is null for an anonymous session (carts before login).
CREATE TABLE sessions (
  id text PRIMARY KEY,
  customer_id text REFERENCES customers (id) ON DELETE CASCADE,
  xsrf text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

CREATE TABLE client_logs (
  id serial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  entry jsonb NOT NULL,
  request_id text,
  session_id text
);
