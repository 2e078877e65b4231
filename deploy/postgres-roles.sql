-- Patternwise on PostgreSQL without a superuser: one login role that owns the app's database and
-- nothing else. Run once, as a superuser (or a role with CREATEROLE and CREATEDB), with psql:
--
--   psql "postgres://postgres@db.internal:5432/postgres" -v password='a long random password' \
--     -f deploy/postgres-roles.sql
--
-- Optional: -v role=patternwise -v database=patternwise (those are the defaults). Then:
--
--   DATABASE_URL=postgres://patternwise:<password>@db.internal:5432/patternwise
--
-- Why the app's role owns the database: the app applies its committed migrations at boot (under an
-- advisory lock), and migrations create tables, indexes, functions and triggers, which needs
-- ownership of the schema. A role limited to SELECT/INSERT/UPDATE/DELETE could not boot. What
-- keeps this least-privilege is everything the role is NOT: no superuser (cannot read pg_authid,
-- run programs or files on the server, or bypass permissions), no CREATEDB, no CREATEROLE, no
-- REPLICATION, no BYPASSRLS, and no way into any other database's objects. Nobody else may connect
-- to its database. src/server/db/least-privilege.test.ts runs this very script and the app on it.
\set ON_ERROR_STOP on

\if :{?role}
\else
  \set role patternwise
\endif
\if :{?database}
\else
  \set database patternwise
\endif
\if :{?password}
\else
  \echo 'Give the role a password: psql ... -v password=... -f deploy/postgres-roles.sql'
  SELECT 1 / 0 AS password_missing;
\endif

CREATE ROLE :"role" LOGIN PASSWORD :'password'
  NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS NOINHERIT;

CREATE DATABASE :"database" OWNER :"role" ENCODING 'UTF8' TEMPLATE template0;
-- Every role may connect to a new database and make temporary tables in it by default.
REVOKE ALL ON DATABASE :"database" FROM PUBLIC;

\connect :"database"
-- PostgreSQL 14 and older let every role create objects in public; 15+ gives it to the database
-- owner. Either way: the app's role owns public, and no other role may use it.
ALTER SCHEMA public OWNER TO :"role";
REVOKE ALL ON SCHEMA public FROM PUBLIC;
