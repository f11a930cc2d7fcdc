// Shared by the remotes' route tests: every route a remote owns renders a page with its
// heading, in English and in Spanish (the pages' content is each team's own tests).
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { actions, routesOf, type RemoteName } from '@qsr/shared-contracts';

/**
 * Lets what a page started as it rendered settle inside `act` when its answer is already at
 * hand (a stubbed module or request): in a browser it would land before the next frame, and
 * outside `act` React warns of an update no test waited for.
 */
export async function settleStarted(): Promise<void> {
  await act(async () => {});
}

export async function initTestI18n(language: 'en-US' | 'es' = 'en-US'): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en-US',
      resources: {},
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  }
  await i18next.changeLanguage(language);
}

/** A concrete path for a route pattern: `:param` segments filled, optional ones dropped. */
export function samplePath(pattern: string): string {
  return (
    pattern
      .split('/')
      .filter((segment) => !segment.endsWith('?'))
      .map((segment) =>
        segment === ':welcome'
          ? 'welcometobiscuits'
          : segment.startsWith(':')
            ? 'sample-page'
            : segment,
      )
      .join('/') || '/'
  );
}

/** The page's level-1 heading at `path`, in `language`, as the site would switch to it. */
async function headingIn(Page: ComponentType, path: string, language: 'en-US' | 'es') {
  // As the site switches: its strings and the language it asks the upstreams for.
  await initTestI18n(language);
  actions.setLanguage(language);
  const { unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
  // What the page started as it rendered (a stubbed request) lands first: the heading read is
  // the page's, not the one it shows while loading.
  await settleStarted();
  const text = (await screen.findByRole('heading', { level: 1 })).textContent ?? '';
  unmount();
  return text.trim();
}

/**
 * The page has a heading in English and another in Spanish. i18next falls back to English for
 * a string Spanish lacks, so the same heading in both languages is an untranslated one.
 */
export async function expectTranslatedHeading(Page: ComponentType, path: string): Promise<void> {
  const english = await headingIn(Page, path, 'en-US');
  expect(english).not.toBe('');
  const spanish = await headingIn(Page, path, 'es');
  expect({ path, spanish }).not.toEqual({ path, spanish: english });
}

export function describeRemotePages(
  remote: RemoteName,
  pages: Record<string, ComponentType>,
): void {
  describe(`§2.1 routes of ${remote}`, () => {
    it('has a page for every route it owns', () => {
      expect(Object.keys(pages).sort()).toEqual(
        routesOf(remote)
          .map((route) => route.id)
          .sort(),
      );
    });

    for (const route of routesOf(remote)) {
      it(`${route.path} renders its heading in English and Spanish`, async () => {
        await expectTranslatedHeading(pages[route.id] as ComponentType, samplePath(route.path));
      });
    }
  });
}
