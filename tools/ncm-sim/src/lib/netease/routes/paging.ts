import { numberParam } from '../ncm-transport';

/** `limit`/`offset` of a request, with the route's default limit. */
export function paging(params: Record<string, unknown>, defaultLimit: number) {
  const limit = Math.max(1, Math.min(numberParam(params, 'limit', defaultLimit), 1000));
  const offset = Math.max(0, numberParam(params, 'offset', 0));
  return { limit, offset };
}

/** One page of `items` and whether more follow. */
export function page<T>(items: readonly T[], limit: number, offset: number) {
  return {
    items: items.slice(offset, offset + limit),
    more: offset + limit < items.length,
    total: items.length,
  };
}
