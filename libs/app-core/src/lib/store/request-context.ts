import type { RequestContext } from '@cadenza/api-client';
import type { AppSettings } from '@cadenza/settings';
import type { PlatformBridge } from '@cadenza/platform';

/**
 * What the request rules need to know right now (spec §7 "Common rules", contract §1.2): the
 * platform and its `device`; on desktop the proxy (http/https only, as the reference client) and
 * the realIP when the settings enable them. On the web the gateway holds the session, so there is
 * no token, proxy or realIP. On desktop the token is the one the login kept in the session.
 */
export function requestContextFor(
  platform: Pick<PlatformBridge, 'kind' | 'requestDevice'>,
  settings: Pick<AppSettings, 'proxyConfig' | 'enableRealIP' | 'realIP'>,
  token: string | null = null,
): RequestContext {
  if (platform.kind === 'web') {
    return {
      platform: 'web',
      device: platform.requestDevice?.() ?? 'web',
      token: null,
      proxy: null,
      realIP: null,
    };
  }
  const { proxyConfig } = settings;
  const proxyEnabled =
    proxyConfig.enable && (proxyConfig.protocol === 'http' || proxyConfig.protocol === 'https');
  return {
    platform: 'desktop',
    device: platform.requestDevice?.() ?? 'pc',
    token,
    proxy: proxyEnabled
      ? `${proxyConfig.protocol}://${proxyConfig.host}:${proxyConfig.port}`
      : null,
    realIP: settings.enableRealIP && settings.realIP ? settings.realIP : null,
  };
}
