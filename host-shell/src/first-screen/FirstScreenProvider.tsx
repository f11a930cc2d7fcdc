import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { readKey, type RemoteName } from '@qsr/shared-contracts';
import { HOST_CONFIGS } from '../channel/host-config';
import { firstScreenAnswered } from '../home/home-start';
import { startUpAnswered } from '../startup/start-up';
import type { FirstScreenData, FirstScreenStart, RemotePart } from './first-screen-data';

/**
 * Makes what the first screen showed the page's answers, before its first render: the content
 * cards and in-app messages of start-up, and the story read (below, for the tree inside).
 * The same on the server and in the browser, so both render the same first screen.
 */
export function seedFirstScreen(data: FirstScreenData): void {
  startUpAnswered(data.contentCards, data.inAppMessages);
  firstScreenAnswered();
}

const FirstScreenContext = createContext<FirstScreenStart | null>(null);

/**
 * Whether the server drew the remote's part of the page it was rendered for, and on the server
 * that part; null when it did not: the remote's area hydrates the part when the remote has
 * loaded (RemoteArea).
 */
export function useFirstScreenRemote(
  remote: RemoteName,
  pathname: string,
): { part?: RemotePart } | null {
  const start = useContext(FirstScreenContext);
  return start?.remote === remote && start.pathname === pathname
    ? { part: start.remotePart }
    : null;
}

/** The first screen's story as the answer of the home page's story read, and its remote's part. */
export function FirstScreenProvider({
  data,
  children,
}: {
  data: FirstScreenStart | null;
  children: ReactNode;
}) {
  const value = useMemo(() => {
    if (!data?.story) return {};
    const key = readKey('story', HOST_CONFIGS[data.channel].homeStory);
    return { fallback: key ? { [unstable_serialize(key)]: data.story } : {} };
  }, [data]);
  return (
    <FirstScreenContext.Provider value={data}>
      <SWRConfig value={value}>{children}</SWRConfig>
    </FirstScreenContext.Provider>
  );
}
