// The route table alone (no React, no CSS), for tools that walk every route (`npm run screens`).
export {
  APP_ROUTES,
  VIDEO_SITE_SEGMENT,
  routeOf,
  type AppRoute,
  type ScreenId,
} from './lib/routing/route-table';
