export {
  cadenzaApi,
  toQueryError,
  type ApiContext,
  type CadenzaQueryArgs,
} from './react/cadenza-api';
export { healthApi, useGetHealthQuery } from './react/health.endpoints';
// The domain endpoints: one `injectEndpoints` per domain, the session they gate on.
export {
  DOMAIN_TAG_TYPES,
  domainApi,
  isLoginRequiredError,
  LOGIN_REQUIRED_MESSAGE,
  loginRequiredError,
} from './react/endpoint-kit';
export * from './react/session.slice';
export * from './react/login.endpoints';
export * from './react/song.endpoints';
export * from './react/playlist.endpoints';
export * from './react/home.endpoints';
export * from './react/album-artist.endpoints';
export * from './react/search.endpoints';
export * from './react/user.endpoints';
export * from './react/mv.endpoints';
export * from './react/bilibili.endpoints';
export * from './react/import.endpoints';
