import type {
  AddProductToCartEvent,
  AnalyticsEvent,
  RecentLocationAttribute,
} from './analytics-events';

/**
 * The typed event bus for what is not state (docs/architecture.md, State and the event bus).
 * Topic names are prefixed by the team that owns them; payload types live here and nowhere else.
 */
export interface BusTopics {
  /** Open the cart drawer (§2.7). */
  'box:open': void;
  'box:close': void;
  /** @deprecated `box:open`; a remote built before the rename still sends it (RENAMED). */
  'cart:open': void;
  /** @deprecated `box:close`. */
  'cart:close': void;
  /** Open the location confirmation modal (§2.9), for a section such as 'order-again'. */
  'locator:open-modal': { section?: string };
  /** Open the catering exit popup (§2.10). */
  'host:exit-catering': void;
  'checkout:confirm-order': void;
  'checkout:order-placed': { orderId: string };
  /** The request helper showed errors (§8). */
  'request:errors': { messages: string[] };
  /** Requests in flight changed (loader bar, §2.2). */
  'request:loading': { pending: number };
  'analytics:view_cart': AnalyticsEvent;
  'analytics:add_to_cart': AnalyticsEvent;
  'analytics:remove_from_cart': AnalyticsEvent;
  'analytics:begin_checkout': AnalyticsEvent;
  'analytics:select_location': AnalyticsEvent;
  'engagement:Add_Product_To_Cart': AddProductToCartEvent;
  'engagement:Recent_Location': RecentLocationAttribute;
}

export type BusTopic = keyof BusTopics;
type Handler<T extends BusTopic> = (payload: BusTopics[T]) => void;

/**
 * Old topic names and the topics they now are, for one release: a remote built against the
 * contract before a rename still reaches (and hears) the topic. Remove at the next major version.
 */
const RENAMED: Partial<Record<BusTopic, BusTopic>> = {
  'cart:open': 'box:open',
  'cart:close': 'box:close',
};

const handlers = new Map<BusTopic, Set<Handler<BusTopic>>>();

export const bus = {
  emit<T extends BusTopic>(topic: T, ...payload: BusTopics[T] extends void ? [] : [BusTopics[T]]) {
    for (const handler of [...(handlers.get(RENAMED[topic] ?? topic) ?? [])]) {
      handler(payload[0] as BusTopics[BusTopic]);
    }
  },
  /** Subscribes and returns the unsubscribe function (fits a React effect's cleanup). */
  on<T extends BusTopic>(topic: T, handler: Handler<T>): () => void {
    const name = RENAMED[topic] ?? topic;
    const set = handlers.get(name) ?? new Set();
    set.add(handler as Handler<BusTopic>);
    handlers.set(name, set);
    return () => set.delete(handler as Handler<BusTopic>);
  },
};
