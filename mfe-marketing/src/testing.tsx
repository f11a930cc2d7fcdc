import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { createAppState } from '@qsr/shared-contracts';
import { initTestI18n, settleStarted } from '../../tooling/testing/remote-pages';
import './strings';

/** Stories the fake content client answers, by full slug. */
export type FakeStories = Record<string, { name: string; content: Record<string, unknown> }>;

/** A stand-in for storyblok-js-client (the unit boundary; e2e uses the real one). */
export function fakeContentClient(stories: FakeStories) {
  const toStory = (slug: string) => ({
    id: 1,
    uuid: `uuid-${slug}`,
    slug: slug.split('/').pop(),
    full_slug: slug,
    lang: 'default',
    ...stories[slug]!,
  });
  return {
    getStory: jest.fn(async (slug: string) => {
      if (!stories[slug]) throw { status: 404, message: 'Not Found' };
      return { data: { story: toStory(slug) } };
    }),
    getAll: jest.fn(async (_path: string, params: { starts_with?: string }) =>
      Object.keys(stories)
        .filter((slug) => slug.startsWith(params.starts_with ?? ''))
        .map(toStory),
    ),
  };
}

/** Renders `page` at `url` with a fresh state, SWR cache and router. */
export async function renderAt(
  url: string,
  page: ReactElement,
  language: 'en-US' | 'es' = 'en-US',
) {
  await initTestI18n(language);
  createAppState({ language });
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
  await settleStarted();
  return view;
}
