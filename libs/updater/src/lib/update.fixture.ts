import type { KeyValueStorage } from '@cadenza/ports';
import type { UpdateJsonResponse, UpdateTextResponse } from './update.port';

/** What a fake URL answers: a response, or an error the port rejects with. */
export type FakeAnswer<T> = T | Error;

/** One recorded GET. */
export interface FakeCall {
  url: string;
  timeoutMs: number;
}

/**
 * Fake `getJson`/`getText` ports answering from a URL table; an unknown URL rejects like a network
 * error. Records every call.
 */
export function createFakeHttp(
  json: Record<string, FakeAnswer<UpdateJsonResponse>>,
  text: Record<string, FakeAnswer<UpdateTextResponse>> = {},
) {
  const calls: FakeCall[] = [];
  function answer<T>(table: Record<string, FakeAnswer<T>>, url: string, timeoutMs: number) {
    calls.push({ url, timeoutMs });
    const found = table[url];
    if (found === undefined) return Promise.reject(new Error(`ENOTFOUND ${url}`));
    return found instanceof Error ? Promise.reject(found) : Promise.resolve(found);
  }
  return {
    calls,
    getJson: (url: string, options: { timeoutMs: number }) => answer(json, url, options.timeoutMs),
    getText: (url: string, options: { timeoutMs: number }) => answer(text, url, options.timeoutMs),
  };
}

/** An in-memory storage that records removals; `failing` makes the named methods throw. */
export function createFakeStorage(
  initial: Record<string, string> = {},
  failing: readonly ('getItem' | 'setItem' | 'removeItem')[] = [],
): KeyValueStorage & { values: Map<string, string>; removed: string[] } {
  const values = new Map(Object.entries(initial));
  const removed: string[] = [];
  const guard = (method: 'getItem' | 'setItem' | 'removeItem') => {
    if (failing.includes(method)) throw new Error(`${method}: QuotaExceededError`);
  };
  return {
    values,
    removed,
    getItem: (key) => {
      guard('getItem');
      return values.get(key) ?? null;
    },
    setItem: (key, value) => {
      guard('setItem');
      values.set(key, value);
    },
    removeItem: (key) => {
      guard('removeItem');
      removed.push(key);
      values.delete(key);
    },
  };
}
