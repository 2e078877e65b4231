-- A profile row exists for every user from the moment the user exists (same transaction).
CREATE FUNCTION create_profile_for_new_user() RETURNS trigger AS $$
BEGIN
  INSERT INTO profiles (id) VALUES (NEW.id) ON CONFLICT (id) DO NOTHING;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_create_profile AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION create_profile_for_new_user();
