/** Below this viewport width the mobile layout applies (spec §9 "Mobile threshold"). */
export const MOBILE_MAX_WIDTH_PX = 500;

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS/i;

/** True when the user agent names a phone or tablet (spec §2: such agents get the mobile layout at any width). */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}

/**
 * Spec §2: the mobile layout applies under 500 px of width or on a mobile user agent. The web
 * platform reads it for the API's `device` param, the screens for their layout.
 */
export function isMobileLayout(viewportWidth: number, userAgent: string): boolean {
  return viewportWidth < MOBILE_MAX_WIDTH_PX || isMobileUserAgent(userAgent);
}
