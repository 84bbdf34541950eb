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
  const trust =
    trustProxy === false
      ? () => false
      : typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : proxyAddr.compile(trustProxy);
  return (req) => {
    if (req.socket.remoteAddress === undefined) return undefined;
    const address = proxyAddr(req, trust);
    return address.startsWith('::ffff:') ? address.slice(7) : address;
  };
}
