import { useMemo } from 'react';
import { COOKIES, useChannel, type SiteVariant } from '@qsr/shared-contracts';
import { detectSiteVariant, isAppVariant } from './site-variant';
import { usePageRequest } from '../site/page-request';
import { HOST_CONFIGS, type HostChannelConfig } from './host-config';

export interface HostChannel {
  config: HostChannelConfig;
  catering: boolean;
  /** §1 the catering site embedded in the mobile app (cookie `source=app`). */
  appCatering: boolean;
  /** §4.14, §6 the client variant; a catering channel is always the catering variant. */
  variant: SiteVariant;
}

/** The channel of the page (re-evaluated on each route change, §1) and what follows from it. */
export function useHostChannel(): HostChannel {
  const channel = useChannel();
  const request = usePageRequest();
  return useMemo(() => {
    const catering = channel === 'catering';
    return {
      config: HOST_CONFIGS[channel],
      catering,
      appCatering: catering && isAppVariant(request.cookie(COOKIES.source)),
      variant: catering ? 'catering' : detectSiteVariant(request.origin),
    };
  }, [channel, request]);
}
