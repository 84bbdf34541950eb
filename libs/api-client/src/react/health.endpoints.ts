import { healthDtoSchema } from '@cadenza/contract';
import type { GatewayHealth } from '../lib/models/gateway-health';
import { toGatewayHealth } from '../lib/normalize/health.normalize';
import { cadenzaApi } from './cadenza-api';

/** The gateway's health, validated before any screen sees it. */
export const healthApi = cadenzaApi.injectEndpoints({
  endpoints: (builder) => ({
    getHealth: builder.query<GatewayHealth, void>({
      query: () => '/health',
      rawResponseSchema: healthDtoSchema,
      transformResponse: toGatewayHealth,
      providesTags: ['Health'],
    }),
  }),
});

/** React hook for {@link healthApi}'s `getHealth`: the validated gateway health. */
export const { useGetHealthQuery } = healthApi;
