export { cadenzaApi, type ApiContext } from './react/cadenza-api';
export { healthApi, useGetHealthQuery } from './react/health.endpoints';
