import { loadConfig } from './config';
import { deleteDatabaseFiles, openDatabase } from './db/database';
import { seed } from './db/seed';

/** `npm run reset -w sandbox`: delete the database file and seed it afresh. */
const { dbFile, scale } = loadConfig();
deleteDatabaseFiles(dbFile);
const db = openDatabase(dbFile);
const result = seed(db, Date.now(), scale);
db.close();
console.log(
  `sandbox reset: ${dbFile} (${result.locations} locations, ${result.menus} menus, ` +
    `${result.products} products, ${result.members} members, ${result.orders} orders, ` +
    `${result.coupons} coupons, ${result.stories} stories, ${result.jobs} jobs)`,
);
