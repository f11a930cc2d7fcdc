import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { readKey, type RemoteName } from '@qsr/shared-contracts';
import { HOST_CONFIGS } from '../channel/host-config';
import { firstScreenAnswered } from '../home/home-start';
import { startUpAnswered } from '../startup/start-up';
import type { FirstScreenData, FirstScreenStart } from './first-screen-data';

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
 * The markup of a remote's part of the first screen, on the page it was rendered for: what
 * its area shows until the remote renders (on the server, the area's content).
 */
export function useFirstScreenRemote(remote: RemoteName, pathname: string): string | null {
  const start = useContext(FirstScreenContext);
  return start?.remote?.remote === remote && start.pathname === pathname ? start.remote.html : null;
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
