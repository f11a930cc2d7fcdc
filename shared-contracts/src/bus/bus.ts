/**
 * The typed event bus for what is not state (design.md). Topic names are prefixed by the
 * team that owns them; payload types live here and nowhere else.
 */
export interface BusTopics {
  'cart:open': void;
  'cart:close': void;
  'locator:open-modal': { section?: string };
  'host:exit-catering': void;
  'checkout:confirm-order': void;
  'checkout:order-placed': { orderId: string };
}

export type BusTopic = keyof BusTopics;
type Handler<T extends BusTopic> = (payload: BusTopics[T]) => void;

const handlers = new Map<BusTopic, Set<Handler<BusTopic>>>();

export const bus = {
  emit<T extends BusTopic>(topic: T, ...payload: BusTopics[T] extends void ? [] : [BusTopics[T]]) {
    for (const handler of [...(handlers.get(topic) ?? [])]) {
      handler(payload[0] as BusTopics[BusTopic]);
    }
  },
  /** Subscribes and returns the unsubscribe function (fits a React effect's cleanup). */
  on<T extends BusTopic>(topic: T, handler: Handler<T>): () => void {
    const set = handlers.get(topic) ?? new Set();
    set.add(handler as Handler<BusTopic>);
    handlers.set(topic, set);
    return () => set.delete(handler as Handler<BusTopic>);
  },
};
