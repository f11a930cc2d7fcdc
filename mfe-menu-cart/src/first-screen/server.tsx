// The menu pages' server module (`FirstScreenModule` of shared-contracts), bundled on its own
// for Node by this remote's build (tooling/first-screen-plugin.cjs) and called by the BFF for
// the version pinned for the page's channel.
import {
  LOCATION_LIFETIME_MS,
  MENU_LIFETIME_MS,
  createAppState,
  expiresFrom,
  requestRestaurant,
  type FirstScreenModule,
} from '@qsr/shared-contracts';
import { keptRenders, renderRemotePage, serverTranslations } from '@qsr/shared-contracts/server';
import { MenuPage } from '../menu/MenuPage';
import { NS, strings } from '../strings';
import { menuAnswers, menuReads, type MenuFirstScreen } from './menu-first-screen';

const translations = serverTranslations(NS, strings);
const kept = keptRenders<ReturnType<FirstScreenModule['render']>>();

export const reads: FirstScreenModule['reads'] = menuReads;

/**
 * The menu page as its first render in the browser shows it, with the restaurant and menu the
 * customer's browser keeps (the server read the same): the box and the member come later.
 * Rendering is synchronous, so the one state instance of this process is the page's for it.
 */
export const render: FirstScreenModule['render'] = (page, _site, answers) =>
  kept(
    JSON.stringify([page.pathname, page.channel, page.language, requestRestaurant(page.cookies)]),
    answers,
    () => {
      const { location, menu } = menuAnswers(answers);
      const now = new Date();
      // Read in the page's language (the BFF reads a first screen's answers in it).
      const inLanguage = { ...menu, language: page.language };
      const shown = { ...inLanguage, expires: expiresFrom(now, MENU_LIFETIME_MS) };
      createAppState({
        channel: page.channel,
        language: page.language,
        location: location && { ...location, expires: expiresFrom(now, LOCATION_LIFETIME_MS) },
        ...(location ? { menu: shown } : { defaultMenu: shown }),
      });
      const data: MenuFirstScreen = {
        pathname: page.pathname,
        channel: page.channel,
        menu: inLanguage,
      };
      return {
        html: renderRemotePage(translations[page.language], page.pathname, <MenuPage />),
        data,
      };
    },
  );
