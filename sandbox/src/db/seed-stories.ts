import { createHash } from 'node:crypto';
import { CONTENT_CARD_FOLDER } from '@qsr/shared-contracts';
import { spanishStory } from '../fixtures/content/spanish';
import { STORIES, type StoryFixture } from '../fixtures/content/stories';
import type { Db } from './database';

/** Deterministic UUID v4-shaped id of a slug. */
function uuidOf(slug: string): string {
  const hex = createHash('sha256').update(`story:${slug}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const folderOf = (story: StoryFixture) => story.full_slug.split('/').slice(0, -1).join('/');

/** Where a story goes in the content service: its id, folder and place in a listing. */
interface StoryPlace {
  id: number;
  parentId: number | null;
  position: number;
}

/** Writes a fixture story as published at `now`. */
function storyInserter(db: Db, now: number) {
  const insert = db.prepare(
    `INSERT INTO stories (id, uuid, name, slug, full_slug, parent_id, is_startpage, position,
       tag_list, content, created_at, published_at, first_published_at, sort_by_date)
     VALUES (@id, @uuid, @name, @slug, @full_slug, @parent_id, @is_startpage, @position,
       @tag_list, @content, @created_at, @published_at, @first_published_at, @sort_by_date)`,
  );
  const published = new Date(now).toISOString();
  return (story: StoryFixture, place: StoryPlace) =>
    insert.run({
      id: place.id,
      uuid: uuidOf(story.full_slug),
      name: story.name,
      slug: story.full_slug.split('/').pop() as string,
      full_slug: story.full_slug,
      parent_id: place.parentId,
      is_startpage: story.is_startpage ? 1 : 0,
      position: place.position,
      tag_list: JSON.stringify(story.tags ?? []),
      content: JSON.stringify(story.content),
      created_at: published,
      published_at: published,
      first_published_at: published,
      sort_by_date: story.sort_by_date ?? null,
    });
}

/** A new content version, so that caches keyed by it (`cv`) read the stories again. */
function publish(db: Db, now: number): void {
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('content_cv', ?)").run(
    String(Math.floor(now / 1000)),
  );
}

/** The content service's stories (their Spanish versions: `seedSpanish`). */
export function seedContent(db: Db, now: number): void {
  const folders = [...new Set(STORIES.map(folderOf).filter(Boolean))].sort();
  const insert = storyInserter(db, now);
  STORIES.forEach((story, i) => {
    const folder = folderOf(story);
    insert(story, {
      id: 100_001 + i,
      parentId: folder ? 900_001 + folders.indexOf(folder) : null,
      position: (i + 1) * 10,
    });
  });
  publish(db, now);
}

/**
 * The content cards of a database seeded before their fixtures changed (the deal cards came to
 * name public codes and link to their products): the seed only adds, so such a database kept
 * the old cards. Each stored card becomes its fixture again (by `full_slug`), in English and
 * Spanish, keeping its id; a card the database lacks is added after the card before it. Every
 * other story, and a stored card the fixtures do not have, stays as it is.
 */
export function seedContentCards(db: Db, now: number): void {
  const cards = STORIES.filter((story) => story.full_slug.startsWith(CONTENT_CARD_FOLDER));
  const stored = db.prepare<[string], { id: number; parent_id: number | null; position: number }>(
    'SELECT id, parent_id, position FROM stories WHERE full_slug = ?',
  );
  const rewrite = db.prepare(
    `UPDATE stories SET name = ?, is_startpage = ?, tag_list = ?, content = ?, sort_by_date = ?,
       published_at = ? WHERE id = ?`,
  );
  const translate = db.prepare(
    "INSERT OR REPLACE INTO story_translations (story_id, lang, name, content) VALUES (?, 'es', ?, ?)",
  );
  const insert = storyInserter(db, now);
  const sibling = db
    .prepare<[string], { parent_id: number | null }>(
      "SELECT parent_id FROM stories WHERE full_slug LIKE ? || '%' ORDER BY id LIMIT 1",
    )
    .get(CONTENT_CARD_FOLDER);
  const last = db.prepare<[], { id: number; position: number }>(
    'SELECT COALESCE(MAX(id), 100000) AS id, COALESCE(MAX(position), 0) AS position FROM stories',
  );
  let previous: { position: number } | undefined;
  for (const card of cards) {
    let row = stored.get(card.full_slug);
    if (row) {
      rewrite.run(
        card.name,
        card.is_startpage ? 1 : 0,
        JSON.stringify(card.tags ?? []),
        JSON.stringify(card.content),
        card.sort_by_date ?? null,
        new Date(now).toISOString(),
        row.id,
      );
    } else {
      const end = last.get() as { id: number; position: number };
      // Positions are tens apart: one more than the card before keeps the fixtures' order.
      row = {
        id: end.id + 1,
        parent_id: sibling?.parent_id ?? null,
        position: previous ? previous.position + 1 : end.position + 10,
      };
      insert(card, { id: row.id, parentId: row.parent_id, position: row.position });
    }
    const spanish = spanishStory(card);
    translate.run(row.id, spanish.name, JSON.stringify(spanish.content));
    previous = row;
  }
  publish(db, now);
}
