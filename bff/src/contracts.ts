/**
 * Everything the BFF takes from `@qsr/shared-contracts`, in one place.
 *
 * Deep imports keep the server free of the browser-side modules of the package index
 * (the valtio store, React hooks); if the package ever gains an `exports` map, only this
 * file changes.
 */
export { API_HEADERS, API_HEADER_VALUES } from '@qsr/shared-contracts/src/api/headers';
export { CONNECTION_ISSUE } from '@qsr/shared-contracts/src/api/error-messages';
export { findRoute } from '@qsr/shared-contracts/src/routes/match-route';
export type { RouteDefinition } from '@qsr/shared-contracts/src/routes/route-table';
export {
  REMOTE_NAMES,
  REMOTE_PACKAGES,
  isRemoteName,
  type RemoteName,
} from '@qsr/shared-contracts/src/remotes/remote-names';
export type { RemoteConfigEntry, RemotesConfig } from '@qsr/shared-contracts/src/remotes/modules';
export {
  DEFAULT_BRAND_NAME,
  SITE_CONFIG_ELEMENT_ID,
  type SiteConfig,
} from '@qsr/shared-contracts/src/site-config';
export { detectChannel, type Channel } from '@qsr/shared-contracts/src/channel/channel';
export type { Language } from '@qsr/shared-contracts/src/types/client-state';
export { pageTitle } from '@qsr/shared-contracts/src/page/page-title';
export {
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_MODULE_PATH,
  FIRST_SCREEN_PAGE,
  remoteFirstScreenDataId,
  requestLanguage,
  type FirstScreenModule,
  type FirstScreenPage,
  type FirstScreenRead,
} from '@qsr/shared-contracts/src/page/first-screen';
export {
  PAGE_COMPONENTS,
  pageHeadFor,
  storySlugForPath,
  type PageHead,
  type PageHeadFields,
} from '@qsr/shared-contracts/src/rules/content-page';
export type { Story } from '@qsr/shared-contracts/src/types/content';
export {
  ORDERING_CALLS,
  type HttpMethod,
  type OrderingCall,
  type OrderingCallName,
} from '@qsr/shared-contracts/src/api/calls';
