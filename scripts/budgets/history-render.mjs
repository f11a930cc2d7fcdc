// The order history's render time, a figure of `npm run bench:scale`: a signed-in member opens
// /account/order-history in a fresh profile (an empty cache) at 4 × CPU slowdown, as on a phone;
// the time from the navigation until the page shows their recent and their favourite orders.

export const HISTORY_PATH = '/account/order-history';
const CPU_SLOWDOWN = 4;

/** ms from navigation until both lists show an order (a reorder button in each: not a skeleton). */
export async function historyRenderMs(browser, origin, session) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addCookies(session.cookies);
    await context.addInitScript(({ tokens, user }) => {
      // Where a sign-in in this browser would have left the member (§3 persistence).
      localStorage.setItem('qsr.token', JSON.stringify(tokens));
      localStorage.setItem('qsr.user', JSON.stringify(user));
      const shown = () =>
        ['recent-orders', 'favourite-orders'].every((list) =>
          document.querySelector(`section[aria-labelledby="${list}"] li button`),
        );
      new MutationObserver((_, observer) => {
        if (!shown()) return;
        window.historyShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, session);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${HISTORY_PATH}`);
    const shownAt = await page.waitForFunction(() => window.historyShownAt, undefined, {
      timeout: 60_000,
    });
    return Math.round(await shownAt.jsonValue());
  } finally {
    await context.close();
  }
}
