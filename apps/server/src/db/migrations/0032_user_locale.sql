-- The language a user chose in settings, which their e-mails use (issue 43, decision 137): one of
-- the six locales' tags, or null until they choose.
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK (locale IN ('en', 'es', 'pt-BR', 'fr', 'de', 'ar'));