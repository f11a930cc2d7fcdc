import type { Response } from 'express';

/** A comment line now and then: the BFF ends a stream quiet for 15 s (`STREAM_STALL_MS`). */
const KEEP_ALIVE_MS = 5_000;

interface Watched {
  last: string;
  watchers: Set<Response>;
  timer: NodeJS.Timeout;
}

export interface EventSource {
  /** The event's name (`change`, `status`). */
  event: string;
  /** How often a watched thing is looked at. */
  pollMs: number;
  /** What the thing is now, as the event's data (JSON); throws when it is no more. */
  read(key: string): string;
  /** Whether the thing will not change again: its streams end after saying so. */
  final?(data: string): boolean;
}

/**
 * Something's changes as server-sent events: its data whenever it changes. One look at a thing
 * every `pollMs` however many watch it, so that many watchers cost the database no more than
 * one; none once the last has gone. A thing that is no more says `gone` and ends its streams; a
 * thing that will not change again ends them after its last event.
 */
export function eventStreams(source: EventSource) {
  const watched = new Map<string, Watched>();
  const said = (data: string) => `event: ${source.event}\ndata: ${data}\n\n`;

  function stop(key: string, entry: Watched): void {
    clearInterval(entry.timer);
    if (watched.get(key) === entry) watched.delete(key);
  }

  function look(key: string, entry: Watched): void {
    let data: string;
    try {
      data = source.read(key);
    } catch {
      for (const res of entry.watchers) res.end('event: gone\ndata: {}\n\n');
      stop(key, entry);
      return;
    }
    if (data === entry.last) return;
    entry.last = data;
    const last = source.final?.(data) ?? false;
    for (const res of entry.watchers) {
      if (last) res.end(said(data));
      else res.write(said(data));
    }
    if (last) stop(key, entry);
  }

  /** Streams the thing's changes to `res` until it closes; an unknown thing throws first. */
  return function watch(key: string, res: Response): void {
    const data = source.read(key);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    if (source.final?.(data)) {
      res.end(said(data));
      return;
    }
    res.write(said(data));
    let entry = watched.get(key);
    if (!entry) {
      const fresh: Watched = {
        last: data,
        watchers: new Set(),
        timer: setInterval(() => look(key, fresh), source.pollMs),
      };
      watched.set(key, fresh);
      entry = fresh;
    }
    const mine = entry;
    mine.watchers.add(res);
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    res.on('close', () => {
      clearInterval(keepAlive);
      mine.watchers.delete(res);
      if (mine.watchers.size === 0) stop(key, mine);
    });
  };
}
