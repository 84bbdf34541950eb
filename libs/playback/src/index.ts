export * from './lib/lazy-entries';
