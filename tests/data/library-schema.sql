-- user_version 13
-- index idx_comparisons_name
CREATE UNIQUE INDEX "idx_comparisons_name"
    ON "comparisons" ("name");
-- index idx_discrepancies_comparison
CREATE INDEX "idx_discrepancies_comparison"
    ON "discrepancies" ("comparison");
-- index idx_discrepancy_passages_highlight
CREATE INDEX "idx_discrepancy_passages_highlight"
    ON "discrepancy_passages" ("highlight");
-- index idx_highlights_spans
CREATE INDEX idx_highlights_spans ON highlights (article, start, end, orphan, label, id, exact);
-- table articles
CREATE TABLE "articles" (
   "id" TEXT PRIMARY KEY,
   "title" TEXT NOT NULL,
   "outlet" TEXT,
   "author" TEXT,
   "published" TEXT,
   "url" TEXT,
   "language" TEXT,
   "source_format" TEXT NOT NULL,
   "imported_at" TEXT NOT NULL,
   "markdown" TEXT NOT NULL,
   "reading_text" TEXT NOT NULL,
   "text_model" INTEGER
, blocks TEXT);
-- table articles_fts
CREATE VIRTUAL TABLE "articles_fts" USING FTS5 ("title", "outlet", "reading_text", tokenize='unicode61 remove_diacritics 2', prefix='2', content="articles");
-- table articles_fts_config
CREATE TABLE 'articles_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;
-- table articles_fts_data
CREATE TABLE 'articles_fts_data'(id INTEGER PRIMARY KEY, block BLOB);
-- table articles_fts_docsize
CREATE TABLE 'articles_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);
-- table articles_fts_idx
CREATE TABLE 'articles_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;
-- table comparison_articles
CREATE TABLE "comparison_articles" (
   "comparison" TEXT REFERENCES "comparisons"("id"),
   "article" TEXT REFERENCES "articles"("id"),
   "position" INTEGER NOT NULL,
   PRIMARY KEY ("comparison", "article")
);
-- table comparisons
CREATE TABLE "comparisons" (
   "id" TEXT PRIMARY KEY,
   "name" TEXT NOT NULL,
   "note" TEXT DEFAULT '',
   "created" TEXT NOT NULL,
   "updated" TEXT NOT NULL
);
-- table discrepancies
CREATE TABLE "discrepancies" (
   "id" TEXT PRIMARY KEY,
   "comparison" TEXT NOT NULL REFERENCES "comparisons"("id"),
   "kind" TEXT NOT NULL REFERENCES "kinds"("name"),
   "title" TEXT NOT NULL,
   "note" TEXT DEFAULT '',
   "status" TEXT NOT NULL DEFAULT 'open',
   "created" TEXT NOT NULL,
   "updated" TEXT NOT NULL
);
-- table discrepancy_passages
CREATE TABLE "discrepancy_passages" (
   "discrepancy" TEXT REFERENCES "discrepancies"("id"),
   "highlight" TEXT REFERENCES "highlights"("id"),
   "claim" TEXT DEFAULT '',
   "position" INTEGER NOT NULL,
   PRIMARY KEY ("discrepancy", "highlight")
) WITHOUT ROWID;
-- table dismissed_suggestions
CREATE TABLE "dismissed_suggestions" (
   "comparison" TEXT NOT NULL REFERENCES "comparisons"("id") ON DELETE CASCADE,
   "suggestion" TEXT NOT NULL,
   "kind" TEXT NOT NULL,
   "title" TEXT NOT NULL,
   "created" TEXT NOT NULL,
   PRIMARY KEY ("comparison", "suggestion")
);
-- table exercises
CREATE TABLE exercises ( comparison TEXT PRIMARY KEY REFERENCES comparisons(id) ON DELETE CASCADE, role TEXT NOT NULL CHECK (role IN ('exercise', 'key')), instructions TEXT NOT NULL DEFAULT '', hints TEXT NOT NULL DEFAULT '[]', find INTEGER, student TEXT, updated TEXT NOT NULL);
-- table find_comments
CREATE TABLE "find_comments" (
   "comparison" TEXT NOT NULL REFERENCES "comparisons"("id") ON DELETE CASCADE,
   "student" TEXT NOT NULL,
   "find" TEXT NOT NULL,
   "comment" TEXT NOT NULL,
   "updated" TEXT NOT NULL,
   PRIMARY KEY ("comparison", "student", "find")
);
-- table highlights
CREATE TABLE "highlights" (
   "id" TEXT PRIMARY KEY,
   "article" TEXT NOT NULL REFERENCES "articles"("id"),
   "start" INTEGER NOT NULL,
   "end" INTEGER NOT NULL,
   "exact" TEXT NOT NULL,
   "prefix" TEXT DEFAULT '',
   "suffix" TEXT DEFAULT '',
   "label" TEXT,
   "note" TEXT DEFAULT '',
   "orphan" INTEGER DEFAULT 0,
   "created" TEXT NOT NULL,
   "updated" TEXT NOT NULL
);
-- table key_weights
CREATE TABLE "key_weights" (
   "comparison" TEXT NOT NULL REFERENCES "comparisons"("id") ON DELETE CASCADE,
   "discrepancy" TEXT NOT NULL,
   "weight" REAL NOT NULL CHECK ("weight" > 0),
   "updated" TEXT NOT NULL,
   PRIMARY KEY ("comparison", "discrepancy")
);
-- table kinds
CREATE TABLE "kinds" (
   "name" TEXT PRIMARY KEY,
   "label" TEXT NOT NULL,
   "description" TEXT DEFAULT '',
   "position" INTEGER NOT NULL
);
-- trigger articles_ad
CREATE TRIGGER "articles_ad" AFTER DELETE ON "articles" BEGIN
  INSERT INTO "articles_fts" ("articles_fts", rowid, "title", "outlet", "reading_text") VALUES('delete', old.rowid, old."title", old."outlet", old."reading_text");
END;
-- trigger articles_ai
CREATE TRIGGER "articles_ai" AFTER INSERT ON "articles" BEGIN
  INSERT INTO "articles_fts" (rowid, "title", "outlet", "reading_text") VALUES (new.rowid, new."title", new."outlet", new."reading_text");
END;
-- trigger articles_au
CREATE TRIGGER "articles_au" AFTER UPDATE OF "title", "outlet", "reading_text" ON "articles" BEGIN
  INSERT INTO "articles_fts" ("articles_fts", rowid, "title", "outlet", "reading_text") VALUES('delete', old.rowid, old."title", old."outlet", old."reading_text");
  INSERT INTO "articles_fts" (rowid, "title", "outlet", "reading_text") VALUES (new.rowid, new."title", new."outlet", new."reading_text");
END;
-- view discrepancy_claims
CREATE VIEW discrepancy_claims AS
        SELECT d.id AS discrepancy, c.name AS comparison, d.kind, d.title, d.status,
               a.title AS article_title, a.outlet, h.exact AS passage, p.claim, d.note
        FROM discrepancies d
        JOIN comparisons c ON c.id = d.comparison
        JOIN discrepancy_passages p ON p.discrepancy = d.id
        JOIN highlights h ON h.id = p.highlight
        JOIN articles a ON a.id = h.article
        ORDER BY c.name, d.created, p.position;
