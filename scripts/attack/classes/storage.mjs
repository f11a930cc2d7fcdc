// Browser storage: a stored value is the customer's to change. Every reader of local and
// session storage is fed malformed values (below the browser, the readers themselves), then
// one page is loaded in Chromium with every key malformed: nothing throws, nothing bad is kept,
// the page still works.
import { probe } from '../probe.mjs';
import { feed } from './storage-feed.mjs';
import { pageHeld, pageWithPoison } from './storage-page.mjs';

const contracts = '../../../shared-contracts/src';
const host = '../../../host-shell/src';
const nothingWrong = (wrong) => wrong.length === 0;
const shownWrong = (wrong) => wrong.join('; ');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The readers of the shared state, each a probe. */
const readers = [
  ...[
    'location',
    'menu',
    'order',
    'user',
    'token',
    'offers',
    'redeemedOffers',
    'language',
    'redirect',
    'sessionExpiredOn',
    'expandedMarkets',
  ].map((slice) =>
    probe(
      `restoring the stored ${slice} (qsr.${slice})`,
      async () => {
        const { restoreState } = await import(`${contracts}/state/persistence.ts`);
        return feed(`qsr.${slice}`, (storage) => restoreState(storage));
      },
      nothingWrong,
      shownWrong,
    ),
  ),
  probe(
    'the device id (qsr.deviceId), sent as a header',
    async () => {
      const { deviceIdFrom } = await import(`${contracts}/state/device-id.ts`);
      return feed(
        'qsr.deviceId',
        (storage) => deviceIdFrom(storage),
        (id) => id === undefined || UUID.test(id),
      );
    },
    nothingWrong,
    shownWrong,
  ),
  ...[
    ['the dismissed messages (qsr.dismissedMessages)', 'qsr.dismissedMessages', 'storedStrings'],
    ['the viewed content cards (qsr.viewedCards)', 'qsr.viewedCards', 'storedStrings'],
    ['the last chunk reload (qsr.chunkReloadAt)', 'qsr.chunkReloadAt', 'storedTime'],
  ].map(([name, key, schema]) =>
    probe(
      name,
      async () => {
        const stored = await import(`${contracts}/state/stored-value.ts`);
        // The chunk reload's schema is the host's own; the lists' is the contract's.
        const { storedTime } = await import(`${host}/errors/chunk-reload.ts`);
        const schemas = { storedStrings: stored.storedStrings, storedTime };
        return feed(key, (storage) => stored.readStored(storage, key, schemas[schema]));
      },
      nothingWrong,
      shownWrong,
    ),
  ),
  probe(
    'the offline box changes (pendingBoxChanges)',
    async () => {
      const { pendingBox } = await import(`${contracts}/offline/pending-box.ts`);
      const { PENDING_BOX_KEY, persistPendingBox } = await import(
        `${host}/pwa/stored-box-changes.ts`
      );
      return feed(
        PENDING_BOX_KEY,
        (storage) => {
          persistPendingBox(storage)();
          return pendingBox.changes;
        },
        (changes) => Array.isArray(changes) && changes.every((c) => typeof c.lineId === 'number'),
      );
    },
    nothingWrong,
    shownWrong,
  ),
];

export default {
  name: 'browser storage',
  probes: [
    ...readers,
    probe('the menu page in Chromium with every stored value malformed', pageWithPoison, pageHeld),
  ],
};
