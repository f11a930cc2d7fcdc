// The menu pages' server module (`RemoteFirstScreenModule` of shared-contracts), bundled on
// its own for Node by this remote's build (tooling/first-screen-plugin.cjs) and called by the BFF
// for the version pinned for the page's channel.
import {
  pageRoute,
  requestRestaurant,
  type Menu,
  type RemoteFirstScreenModule,
} from '@qsr/shared-contracts';
import { keptRenders, remotePage, serverTranslations } from '@qsr/shared-contracts/server';
import { pages } from '../pages';
import { findBySku } from '../product/find-product';
import { WayBackHintProvider, wayBackHinted } from '../menu/way-back-hint';
import { NS, strings } from '../strings';
import {
  menuAnswers,
  menuReads,
  menuRenderedState,
  type MenuFirstScreen,
} from './menu-first-screen';

const translations = serverTranslations(NS, strings);
const kept = keptRenders<ReturnType<RemoteFirstScreenModule['render']>>();

export const reads: RemoteFirstScreenModule['reads'] = menuReads;

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
 * back's room when the host's cookie says there is one: the box and the member come later.
 * The data is what the browser's render starts from (menu-first-screen.ts).
 */
export const render: RemoteFirstScreenModule['render'] = (page, _site, answers) => {
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
      const data: MenuFirstScreen = {
        pathname: page.pathname,
        channel: page.channel,
        language: page.language,
        location,
        menu: { ...menu, language: page.language },
      };
      const Page = pages[routeId as keyof typeof pages];
      return {
        page: remotePage(
          translations[page.language],
          <WayBackHintProvider value={wayBack}>
            <Page />
          </WayBackHintProvider>,
        ),
        url: page.pathname + search,
        state: menuRenderedState(data),
        data,
      };
    },
  );
};
