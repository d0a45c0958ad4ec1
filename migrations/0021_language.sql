-- Spanish (issue 28): the language each person used, so that every email to them is written in it.
-- Written from the URL the visitor was on (/es/… is Spanish); 'en' for everything before this.
-- Values are checked in the application (app/utils/db-enums.ts, LANGUAGES), like every enum since 0020.
ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
ALTER TABLE signups ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
ALTER TABLE circle_memberships ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
