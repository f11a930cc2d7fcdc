import { eventStreams } from '../http/event-streams';
import type { GroupService } from './service';

/**
 * A group's changes as server-sent events: `change` with its new version, looked at every
 * 250 ms (well inside the 2 s a change must show within).
 */
export function groupEvents(groups: Pick<GroupService, 'version'>) {
  return eventStreams({
    event: 'change',
    pollMs: 250,
    read: (token) => JSON.stringify({ version: groups.version(token) }),
  });
}
