// The menu pages' server module (`FirstScreenModule` of shared-contracts), bundled on its own
// for Node by this remote's build (tooling/first-screen-plugin.cjs) and called by the BFF for
// the version pinned for the page's channel.
import {
  actions,
  createAppState,
  pageRoute,
  requestRestaurant,
  type FirstScreenModule,
  type Menu,
} from '@qsr/shared-contracts';
import { keptRenders, renderRemotePage, serverTranslations } from '@qsr/shared-contracts/server';
import { pages } from '../pages';
import { findBySku } from '../product/find-product';
import { WayBackHintProvider, wayBackHinted } from '../menu/way-back-hint';
import { NS, strings } from '../strings';
import { menuAnswers, menuReads, type MenuFirstScreen } from './menu-first-screen';

const translations = serverTranslations(NS, strings);
const kept = keptRenders<ReturnType<FirstScreenModule['render']>>();

export const reads: FirstScreenModule['reads'] = menuReads;

/**
 * The query the page is rendered with: a product page's product when the menu has it (any
 * other is one page, "not on the menu", so that made-up ids cannot make the BFF render anew);
 * none for the menu's pages, which show the same whatever the query.
 */
function renderedSearch(routeId: string, search: string, menu: Menu): string {
  if (routeId !== 'menu-product') return '';
  const sku = new URLSearchParams(search).get('id');
  return sku && findBySku(menu, sku) ? `?id=${encodeURIComponent(sku)}` : '?id=';
}

/**
 * The menu page, or a product's page, as its first render in the browser shows it, with the
 * restaurant and menu the customer's browser keeps (the server read the same), and the way
 * back's room when the host's cookie says there is one: the box and the member come later. Rendering is synchronous, so the one state instance of this process is the
 * page's for it.
 */
export const render: FirstScreenModule['render'] = (page, _site, answers) => {
  const { location, menu } = menuAnswers(answers);
  const routeId = pageRoute(page.pathname)?.id ?? 'menu';
  const search = renderedSearch(routeId, page.search, menu);
  const wayBack = wayBackHinted(page.cookies);
  return kept(
    JSON.stringify([
      page.pathname,
      search,
      page.channel,
      page.language,
      requestRestaurant(page.cookies),
      wayBack,
    ]),
    answers,
    () => {
      // Read in the page's language (the BFF reads a first screen's answers in it).
      const inLanguage = { ...menu, language: page.language };
      createAppState({ channel: page.channel, language: page.language, location });
      // Kept as the browser keeps a menu it read (for an hour): the page shows a kept one at once.
      actions.keepMenu(inLanguage);
      const data: MenuFirstScreen = {
        pathname: page.pathname,
        channel: page.channel,
        menu: inLanguage,
      };
      const Page = pages[routeId as keyof typeof pages];
      return {
        html: renderRemotePage(
          translations[page.language],
          page.pathname + search,
          <WayBackHintProvider value={wayBack}>
            <Page />
          </WayBackHintProvider>,
        ),
        data,
      };
    },
  );
};
