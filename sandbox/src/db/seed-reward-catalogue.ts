import type { Db } from './database';
import { REWARD_CATALOGUE } from '../fixtures/reward-catalogue';
import { ACCOUNT_TEXT_ES } from '../fixtures/spanish/account-text';

/**
 * The rewards to spend points on, with their names in Spanish: a database seeded before there
 * were any gets them too (the Spanish step ran before them there).
 */
export function seedRewardCatalogue(db: Db): void {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO reward_catalogue (name, points, kind, value, sku, position)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const translate = db.prepare(
    "INSERT OR REPLACE INTO translations (lang, source, text) VALUES ('es', ?, ?)",
  );
  REWARD_CATALOGUE.forEach((reward, position) => {
    const { free } = reward;
    if ('sku' in free) insert.run(reward.name, reward.points, 'item', null, free.sku, position);
    else insert.run(reward.name, reward.points, 'amount', free.cents, null, position);
    const spanish = ACCOUNT_TEXT_ES[reward.name];
    if (spanish) translate.run(reward.name, spanish);
  });
}
