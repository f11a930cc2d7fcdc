import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Menu } from '@qsr/shared-contracts/core';
import { CONTENT_NAMED_BLOCKS, CONTENT_TEXT_FIELDS, menuTexts } from '@qsr/shared-contracts/core';
import { E2E } from './ports';

/*
 * The English the site could show: the words of every English string of the host and the
 * remotes, and of the sandbox's English content, menus, rewards and jobs. A Spanish page that
 * shows one of these words (but for the allowed ones below) shows English.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const SANDBOX = `http://127.0.0.1:${E2E.sandboxPort}`;
const CONTENT_TOKEN = 'sandbox-public-token';

/**
 * The words of a text: runs of letters, lower-cased. Single letters say nothing, and neither do
 * codes (`SAVE10`, `SPRING-BISCUIT`, `FIVEOFF`, `J10101`: a promo code, a campaign, an order
 * number): capitals alone, five or more, or joined by hyphens. Shorter capitals (`EST`, `CVV`)
 * are read as words.
 */
export function wordsOf(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [])
    .filter(
      (chunk) =>
        !/\p{N}/u.test(chunk) &&
        !/^\p{Lu}+(?:-\p{Lu}+)+$/u.test(chunk) &&
        !/^\p{Lu}{5,}$/u.test(chunk),
    )
    .flatMap((chunk) => chunk.toLowerCase().split('-'))
    .filter((word) => word.length > 1);
}

/** The strings files of the site, one per team, and the shared words in the contract. */
function stringFiles(): string[] {
  const remotes = fs
    .readdirSync(ROOT)
    .filter((dir) => dir.startsWith('mfe-'))
    .map((dir) => path.join(ROOT, dir, 'src', 'strings.ts'));
  // The contract's shared words: its rules' `*-texts.ts` (receipts, box notices, minimums) and
  // the messages of the API's refusals.
  const rules = path.join(ROOT, 'shared-contracts', 'src', 'rules');
  const sharedTexts = fs
    .readdirSync(rules)
    .filter((file) => file.endsWith('-texts.ts'))
    .map((file) => path.join(rules, file));
  return [
    path.join(ROOT, 'host-shell', 'src', 'i18n', 'strings.ts'),
    ...sharedTexts,
    path.join(ROOT, 'shared-contracts', 'src', 'api', 'error-messages.ts'),
    ...remotes,
  ].filter((file) => fs.existsSync(file));
}

/**
 * The English strings of a strings file, read as source (never run: a team's strings module
 * registers itself with the site's i18next): every string literal under its `'en-US'` key.
 */
function englishStringsIn(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const collect = (node: ts.Node) => {
    // A key that reads shared words (`...TEXTS['en-US']`) is code, not a text.
    if (ts.isStringLiteralLike(node) && !ts.isElementAccessExpression(node.parent))
      found.push(node.text.replace(/{{\s*\w+\s*}}/g, ' '));
    node.forEachChild(collect);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isStringLiteral(node.name) || ts.isIdentifier(node.name)) &&
      node.name.text === 'en-US'
    ) {
      collect(node.initializer);
      return;
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

function contentTexts(value: unknown, into: string[]): void {
  if (Array.isArray(value)) return value.forEach((item) => contentTexts(item, into));
  if (value === null || typeof value !== 'object') return;
  const fields = value as Record<string, unknown>;
  const named = CONTENT_NAMED_BLOCKS.has(String(fields.component));
  for (const [key, field] of Object.entries(fields)) {
    const isText = CONTENT_TEXT_FIELDS.has(key) || (named && key === 'name');
    if (isText && typeof field === 'string') into.push(field);
    else if (isText && Array.isArray(field) && field.every((item) => typeof item === 'string'))
      into.push(...field);
    else contentTexts(field, into);
  }
}

async function json<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

interface Story {
  name: string;
  full_slug: string;
  content: Record<string, unknown>;
}

/** Every story of the content service in its default language, English. */
async function englishStories(): Promise<Story[]> {
  const stories: Story[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await json<{ stories: Story[] }>(
      `${SANDBOX}/cdn/stories?token=${CONTENT_TOKEN}&per_page=100&page=${page}`,
    );
    stories.push(...answer.stories);
    if (answer.stories.length < 100) return stories;
  }
}

const ENGLISH = { 'accept-language': 'en-US' };

/** The texts of the sandbox's menus (the consumer and catering templates), in English. */
async function englishMenuTexts(): Promise<string[]> {
  const menus = await Promise.all(
    [100100, 237039].map((id) => json<Menu>(`${SANDBOX}/ordering/v1/menus/${id}`, ENGLISH)),
  );
  return menus.flatMap(menuTexts);
}

/** The demo member's tokens. */
async function demoTokens(): Promise<Record<string, string>> {
  const signedIn = await fetch(`${SANDBOX}/ordering/v1/members/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'demo@example.com',
      password: 'Biscuits123!',
      captcha: 'sandbox-captcha-ok',
    }),
  });
  return ((await signedIn.json()) as { data: { tokens: Record<string, string> } }).data.tokens;
}

/** The demo member's rewards and the positions of the job search, in English. */
async function englishAccountAndJobTexts(tokens: Record<string, string>): Promise<string[]> {
  const loyalty = await json<{ wallet: Array<{ label: string }> }>(
    `${SANDBOX}/ordering/v1/members/loyalty`,
    { ...ENGLISH, authorization: `Bearer ${tokens['access.token']}` },
  );
  const jobs = await json<{ jobs: Array<{ id: string; title: string }> }>(
    `${SANDBOX}/jobs/search?per_page=50`,
    ENGLISH,
  );
  const oneOfEach = [...new Map(jobs.jobs.map((job) => [job.title, job.id])).values()];
  const details = await Promise.all(
    oneOfEach.map((id) =>
      json<{ title: string; description: string }>(`${SANDBOX}/jobs/detail?id=${id}`, ENGLISH),
    ),
  );
  return [
    ...loyalty.wallet.map((reward) => reward.label),
    ...details.flatMap((job) => [job.title, job.description]),
  ];
}

/**
 * Names of places and what customers wrote themselves: the restaurants, the stores coming soon,
 * the demo member's addresses and the names they gave their favourite orders.
 */
async function names(stories: readonly Story[], token: string): Promise<string[]> {
  const restaurants = await json<
    Array<{ name: string; address: string; city: string; state: string }>
  >(`${SANDBOX}/ordering/v1/locations`);
  const stores = stories
    .filter((story) => story.full_slug.startsWith('expansion-stores/'))
    .map((story) => story.content as { name: string; address: string; city: string });
  const member = { 'x-ordering-token': token };
  const addresses = await json<Array<{ address: string; building?: string; city: string }>>(
    `${SANDBOX}/ordering/v1/members/addresses`,
    member,
  );
  const favourites = await json<Array<{ description: string }>>(
    `${SANDBOX}/ordering/v1/orders/faves`,
    member,
  );
  return [
    ...restaurants.flatMap((r) => [r.name, r.address, r.city, r.state]),
    ...stores.flatMap((s) => [s.name, s.address, s.city]),
    ...addresses.flatMap((a) => [a.address, a.building ?? '', a.city]),
    ...favourites.map((favourite) => favourite.description),
  ];
}

export interface EnglishDictionary {
  /** Every word of the site's and the sandbox's English. */
  words: ReadonlySet<string>;
  /**
   * Names of places (restaurants, addresses, cities) and what customers wrote, taken out of a
   * text before its words.
   */
  names: readonly string[];
}

/** The English of the site and of the sandbox, read from their sources. */
export async function englishDictionary(): Promise<EnglishDictionary> {
  const stories = await englishStories();
  const content: string[] = [];
  for (const story of stories) {
    content.push(story.name);
    contentTexts(story.content, content);
  }
  const tokens = await demoTokens();
  const texts = [
    ...stringFiles().flatMap(englishStringsIn),
    ...content,
    ...(await englishMenuTexts()),
    ...(await englishAccountAndJobTexts(tokens)),
  ];
  return {
    words: new Set(texts.flatMap(wordsOf)),
    names: await names(stories, tokens['ordering.access.token'] as string),
  };
}
