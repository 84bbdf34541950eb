export {
  cadenzaApi,
  toQueryError,
  type ApiContext,
  type CadenzaQueryArgs,
} from './react/cadenza-api';
export { healthApi, useGetHealthQuery } from './react/health.endpoints';
