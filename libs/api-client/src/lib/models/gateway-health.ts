/** What the client knows about the gateway it talks to. */
export interface GatewayHealth {
  version: string;
  upstreamKind: 'none' | 'embedded' | 'url';
  /** The catalogue is the offline demo (simulator), not the real service. */
  offlineDemo: boolean;
}
