/** Raised for an environment the gateway cannot start with; the message names the variable. */
export class GatewayConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayConfigError';
  }
}

/** The environment as the gateway reads it (`process.env`, or a plain object in tests). */
export type Env = Readonly<Record<string, string | undefined>>;

function raw(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** A whole number within bounds, or `fallback` when unset. */
export function readInteger(env: Env, name: string, fallback: number, min: number, max: number) {
  const text = raw(env, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new GatewayConfigError(
      `${name} must be an integer between ${min} and ${max} (got "${text}")`,
    );
  }
  return value;
}

/** A string, or `fallback` when unset. */
export function readString(env: Env, name: string): string | undefined;
export function readString(env: Env, name: string, fallback: string): string;
export function readString(env: Env, name: string, fallback?: string) {
  return raw(env, name) ?? fallback;
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off']);

/** `1/true/yes/on` or `0/false/no/off` (any case), or `fallback` when unset. */
export function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const text = raw(env, name)?.toLowerCase();
  if (text === undefined) return fallback;
  if (TRUE_WORDS.has(text)) return true;
  if (FALSE_WORDS.has(text)) return false;
  throw new GatewayConfigError(`${name} must be true or false (got "${text}")`);
}

/** One of `choices`, or `fallback` when unset. */
export function readChoice<T extends string>(
  env: Env,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  const text = raw(env, name)?.toLowerCase();
  if (text === undefined) return fallback;
  const choice = choices.find((candidate) => candidate === text);
  if (choice === undefined) {
    throw new GatewayConfigError(`${name} must be one of ${choices.join(', ')} (got "${text}")`);
  }
  return choice;
}

/** A comma-separated list (blank entries dropped), or `fallback` when unset. */
export function readList(env: Env, name: string, fallback: readonly string[]): string[] {
  const text = raw(env, name);
  if (text === undefined) return [...fallback];
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** An absolute `http(s)` URL without credentials, query or fragment, returned without a trailing slash. */
export function readHttpUrl(env: Env, name: string): string | undefined;
export function readHttpUrl(env: Env, name: string, fallback: string): string;
export function readHttpUrl(env: Env, name: string, fallback?: string) {
  const text = raw(env, name) ?? fallback;
  if (text === undefined) return undefined;
  return checkHttpUrl(name, text).replace(/\/+$/, '');
}

/** An `http(s)` origin (`scheme://host[:port]`), as `URL#origin` spells it. */
export function readOrigins(env: Env, name: string, fallback: readonly string[]): string[] {
  return readList(env, name, fallback).map((text) => {
    const url = new URL(checkHttpUrl(name, text));
    if (url.pathname !== '/' || url.search !== '') {
      throw new GatewayConfigError(
        `${name} takes origins like https://music.example.org (got "${text}")`,
      );
    }
    return url.origin;
  });
}

function checkHttpUrl(name: string, text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new GatewayConfigError(`${name} must be an absolute http(s) URL (got "${text}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new GatewayConfigError(`${name} must use http or https (got "${text}")`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new GatewayConfigError(`${name} must not contain credentials`);
  }
  if (url.hash !== '') throw new GatewayConfigError(`${name} must not contain a fragment`);
  return url.href;
}
