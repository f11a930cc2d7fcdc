import type { Response } from 'express';
import type { GroupService } from './service';

/** How often a watched group is looked at: well inside the 2 s a change must show within. */
const EVENTS_POLL_MS = 250;
/** A comment line now and then: the BFF ends a stream quiet for 15 s (`STREAM_STALL_MS`). */
const KEEP_ALIVE_MS = 5_000;

interface Watched {
  last: string;
  watchers: Set<Response>;
  timer: NodeJS.Timeout;
}

const change = (version: string) => `event: change\ndata: ${JSON.stringify({ version })}\n\n`;

/**
 * A group's changes as server-sent events: `change` with its new version. One look at a group
 * every 250 ms however many watch it, so that many watchers cost the database no more than one;
 * none once the last has gone. A group that is no more says `gone` and ends its streams.
 */
export function groupEvents(groups: Pick<GroupService, 'version'>) {
  const watched = new Map<string, Watched>();

  function look(token: string, entry: Watched): void {
    let version: string;
    try {
      version = groups.version(token);
    } catch {
      for (const res of entry.watchers) res.end('event: gone\ndata: {}\n\n');
      return;
    }
    if (version === entry.last) return;
    entry.last = version;
    for (const res of entry.watchers) res.write(change(version));
  }

  /** Streams the group's changes to `res` until it closes; an unknown group throws first. */
  return function watch(token: string, res: Response): void {
    const version = groups.version(token);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    res.write(change(version));
    let entry = watched.get(token);
    if (!entry) {
      const fresh: Watched = {
        last: version,
        watchers: new Set(),
        timer: setInterval(() => look(token, fresh), EVENTS_POLL_MS),
      };
      watched.set(token, fresh);
      entry = fresh;
    }
    const mine = entry;
    mine.watchers.add(res);
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    res.on('close', () => {
      clearInterval(keepAlive);
      mine.watchers.delete(res);
      if (mine.watchers.size > 0) return;
      clearInterval(mine.timer);
      if (watched.get(token) === mine) watched.delete(token);
    });
  };
}
