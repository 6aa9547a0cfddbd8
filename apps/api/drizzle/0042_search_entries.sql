CREATE TABLE "search_entry" (
	"kind" varchar(20) NOT NULL,
	"record_id" integer NOT NULL,
	"title_words" "tsvector" NOT NULL,
	"words" "tsvector" NOT NULL,
	CONSTRAINT "search_entry_kind_record_id_pk" PRIMARY KEY("kind","record_id")
);
--> statement-breakpoint
DROP INDEX "blog_post_search_idx";--> statement-breakpoint
DROP INDEX "event_search_idx";--> statement-breakpoint
DROP INDEX "project_search_idx";--> statement-breakpoint
CREATE INDEX "search_entry_words_idx" ON "search_entry" USING gin ("words");
--> statement-breakpoint
-- A text's words as the site's search reads them (apps/api/src/db/full-text.ts, `searchDocument`): English stems and
-- words as written, with the danda, curly quotes and dashes set apart from the words they end.
CREATE FUNCTION "search_words"(body text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT to_tsvector('english'::regconfig, regexp_replace(body, '([।॥“”‘’«»—–…])', ' \1 ', 'g'))
      || to_tsvector('simple'::regconfig, regexp_replace(body, '([।॥“”‘’«»—–…])', ' \1 ', 'g'))
$$;
--> statement-breakpoint
-- Keeps a row's entry in search_entry: arguments are the kind, the title column, then the other text columns.
CREATE FUNCTION "keep_search_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc jsonb;
  title text;
  body text;
  i int;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_entry WHERE kind = TG_ARGV[0] AND record_id = OLD.id;
    RETURN OLD;
  END IF;
  doc := to_jsonb(NEW);
  title := coalesce(doc ->> TG_ARGV[1], '');
  body := title;
  FOR i IN 2 .. TG_NARGS - 1 LOOP
    body := body || ' ' || coalesce(doc ->> TG_ARGV[i], '');
  END LOOP;
  INSERT INTO search_entry (kind, record_id, title_words, words)
    VALUES (TG_ARGV[0], NEW.id, search_words(title), search_words(body))
    ON CONFLICT (kind, record_id) DO UPDATE SET title_words = excluded.title_words, words = excluded.words;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "blog_post_search_entry" AFTER INSERT OR UPDATE OR DELETE ON "blog_post"
  FOR EACH ROW EXECUTE FUNCTION keep_search_entry('post', 'title', 'excerpt', 'body');
--> statement-breakpoint
CREATE TRIGGER "event_search_entry" AFTER INSERT OR UPDATE OR DELETE ON "event"
  FOR EACH ROW EXECUTE FUNCTION keep_search_entry('event', 'title', 'summary', 'place', 'body');
--> statement-breakpoint
CREATE TRIGGER "project_search_entry" AFTER INSERT OR UPDATE OR DELETE ON "project"
  FOR EACH ROW EXECUTE FUNCTION keep_search_entry('project', 'title', 'summary', 'location', 'story');
--> statement-breakpoint
-- The rows already written.
INSERT INTO search_entry (kind, record_id, title_words, words)
  SELECT 'post', id, search_words(coalesce(title, '')), search_words(concat_ws(' ', coalesce(title, ''), coalesce(excerpt, ''), coalesce(body, ''))) FROM blog_post
  UNION ALL
  SELECT 'event', id, search_words(coalesce(title, '')), search_words(concat_ws(' ', coalesce(title, ''), coalesce(summary, ''), coalesce(place, ''), coalesce(body, ''))) FROM event
  UNION ALL
  SELECT 'project', id, search_words(coalesce(title, '')), search_words(concat_ws(' ', coalesce(title, ''), coalesce(summary, ''), coalesce(location, ''), coalesce(story, ''))) FROM project;
