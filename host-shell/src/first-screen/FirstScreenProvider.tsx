import { useMemo, type ReactNode } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { readKey } from '@qsr/shared-contracts';
import { HOST_CONFIGS } from '../channel/host-config';
import { firstScreenAnswered, homeStoryArgs } from '../home/home-start';
import { startUpAnswered } from '../startup/start-up';
import type { FirstScreenData } from './first-screen-data';

/**
 * Makes what the first screen showed the page's answers, before its first render: the content
 * cards and in-app messages of start-up, and the story read (below, for the tree inside).
 * The same on the server and in the browser, so both render the same first screen.
 */
export function seedFirstScreen(data: FirstScreenData): void {
  startUpAnswered(data.contentCards, data.inAppMessages);
  firstScreenAnswered();
}

/** The first screen's story as the answer of the home page's story read. */
export function FirstScreenProvider({
  data,
  children,
}: {
  data: FirstScreenData | null;
  children: ReactNode;
}) {
  const value = useMemo(() => {
    if (!data) return {};
    const key = readKey('story', ...homeStoryArgs(HOST_CONFIGS[data.channel], data.language));
    return { fallback: key ? { [unstable_serialize(key)]: data.story } : {} };
  }, [data]);
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
