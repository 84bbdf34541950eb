import { createContext, useContext, type ReactNode } from 'react';
import type { PlatformBridge } from '@cadenza/platform';

const PlatformContext = createContext<PlatformBridge | null>(null);

/** Makes the renderer's platform bridge available to screens (API base, storage, the shell's features). */
export function PlatformProvider({
  platform,
  children,
}: {
  platform: PlatformBridge;
  children: ReactNode;
}) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

/** The platform bridge of the nearest {@link PlatformProvider}; throws outside one. */
export function usePlatform(): PlatformBridge {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform: no PlatformProvider above this component');
  return platform;
}
