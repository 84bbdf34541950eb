import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { GatewayConfig } from '../config/gateway-config';

/** The client's address as the gateway believes it, IPv4-mapped addresses unwrapped. */
export type ClientAddress = (req: IncomingMessage) => string | undefined;

/**
 * The client address under `TRUST_PROXY`, with the same rules Express's `req.ip` uses
 * (proxy-addr): without trusted proxies the socket's peer; behind them the first address in
 * `X-Forwarded-For` that is not one of theirs. Shared by the rate limit and `realIP`, and usable
 * outside Express (the NetEase fast path).
 */
export function clientAddressFor(trustProxy: GatewayConfig['trustProxy']): ClientAddress {
  const trust = trustFor(trustProxy);
  return (req) => {
    if (req.socket.remoteAddress === undefined) return undefined;
    const address = proxyAddr(req, trust);
    return address.startsWith('::ffff:') ? address.slice(7) : address;
  };
}

/** Whether a request arrived over https: TLS on the socket, or a trusted proxy saying so. */
export type RequestIsHttps = (req: IncomingMessage) => boolean;

/**
 * Whether a request came over https, as Express's `req.secure` decides it: the socket is TLS,
 * or the peer is a trusted proxy whose `X-Forwarded-Proto` (first value) is `https`. Works
 * outside Express (the NetEase fast path, where login answers set the session cookie).
 */
export function requestIsHttpsFor(trustProxy: GatewayConfig['trustProxy']): RequestIsHttps {
  const trust = trustFor(trustProxy);
  return (req) => {
    if ((req.socket as { encrypted?: boolean }).encrypted === true) return true;
    const peer = req.socket.remoteAddress;
    if (peer === undefined || !trust(peer, 0)) return false;
    const forwarded = req.headers['x-forwarded-proto'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0];
    return first?.trim().toLowerCase() === 'https';
  };
}

function trustFor(
  trustProxy: GatewayConfig['trustProxy'],
): (address: string, hop: number) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyAddr.compile(trustProxy);
}
