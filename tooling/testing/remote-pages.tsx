// Shared by the remotes' route tests: every route a remote owns renders a page with its
// heading, in English and in Spanish (the pages' content is each team's own tests).
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { routesOf, type RemoteName } from '@qsr/shared-contracts';

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
        const Page = pages[route.id] as ComponentType;
        const headingIn = async (language: 'en-US' | 'es') => {
          await initTestI18n(language);
          const { unmount } = render(
            <MemoryRouter initialEntries={[samplePath(route.path)]}>
              <Page />
            </MemoryRouter>,
          );
          const text = (await screen.findByRole('heading', { level: 1 })).textContent ?? '';
          unmount();
          return text;
        };
        const english = await headingIn('en-US');
        expect(english.trim()).not.toBe('');
        expect(await headingIn('es')).not.toBe('');
      });
    }
  });
}
