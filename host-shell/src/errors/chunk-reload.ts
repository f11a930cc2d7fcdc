import { browserSessionStorage, readStored, type StoredSchema } from '@qsr/shared-contracts';

/** §4.15: a chunk-loading failure reloads the page, at most once per minute. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'qsr.chunkReloadAt';

/** Schema of the last reload's moment (milliseconds since 1970): a positive finite number. */
export const storedTime: StoredSchema<number> = (raw) =>
  typeof raw === 'number' && Number.isFinite(raw) && raw > 0 ? raw : undefined;

/** A file of the site (the host's or a remote's) that failed to load after a deploy. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(message)
  );
}

export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

interface ChunkReloadDeps {
  /** What `readStored` reads, and `setItem`. */
  storage: (NonNullable<Parameters<typeof readStored>[0]> & Pick<Storage, 'setItem'>) | null;
  reload: () => void;
  now?: () => number;
}

/** Reloads for a chunk failure unless the page already did in the last minute; answers if it did. */
export function reloadForChunkError(error: unknown, deps: ChunkReloadDeps): boolean {
  if (!isChunkLoadError(error)) return false;
  const now = (deps.now ?? Date.now)();
  const stored = readStored(deps.storage, CHUNK_RELOAD_KEY, storedTime) ?? null;
  if (!shouldReloadForChunk(stored, now)) return false;
  try {
    deps.storage?.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage the page may reload again within the minute; it still recovers.
  }
  deps.reload();
  return true;
}

/** The browser's chunk failures, wherever they surface (a lazy part, an uncaught rejection). */
export function handleChunkError(error: unknown): boolean {
  return reloadForChunkError(error, {
    storage: browserSessionStorage(),
    reload: () => window.location.reload(),
  });
}

export function installChunkReload(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => handleChunkError(event.reason);
  const onError = (event: ErrorEvent) => handleChunkError(event.error);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
