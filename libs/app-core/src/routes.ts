// The route table alone (no React, no CSS), for tools that walk every route (`npm run screens`).
export { APP_ROUTES, type ScreenId } from './lib/routing/route-table';
