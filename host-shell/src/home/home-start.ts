import { useEffect, useState } from 'react';
import { preloadRead, type Channel } from '@qsr/shared-contracts';
import { HOST_CONFIGS } from '../channel/host-config';
import { loadContentCards, loadInAppMessages } from '../startup/start-up';

/**
 * Asks for what the home page's first screen shows (its story, the content cards, the in-app
 * messages) as the site starts, in parallel and before React renders, rather than one round
 * trip after the first render each.
 */
export function preloadHome(pathname: string, channel: Channel): void {
  if (pathname !== '/') return;
  preloadRead('story', HOST_CONFIGS[channel].homeStory);
  void loadContentCards();
  void loadInAppMessages();
}

/** How long the first screen waits for its content before it shows what it has. */
export const FIRST_SCREEN_WAIT_MS = 3000;

let startAnswered = false;

/** The page already holds the first screen's content (the server's first screen): no wait. */
export function firstScreenAnswered(): void {
  startAnswered = true;
}

/**
 * May the home page's first screen show? Once its story, the content cards and the in-app
 * messages have all been answered (or failed): the top alert and messages sit above the hero,
 * and shown as each arrives they would push the page down. A slow content service delays the
 * page by `FIRST_SCREEN_WAIT_MS` at most (the hero then has the host's own words); what it
 * answers later still shows.
 */
export function useFirstScreenReady(storyLoading: boolean): boolean {
  const [answered, setAnswered] = useState(startAnswered);
  const [waitedOut, setWaitedOut] = useState(false);
  const ready = (answered && !storyLoading) || waitedOut;
  useEffect(() => {
    if (answered) return undefined;
    let live = true;
    void Promise.all([loadContentCards(), loadInAppMessages()]).then(() => {
      startAnswered = true;
      if (live) setAnswered(true);
    });
    return () => {
      live = false;
    };
  }, [answered]);
  useEffect(() => {
    if (ready) return undefined;
    const timer = setTimeout(() => setWaitedOut(true), FIRST_SCREEN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}
