export { AppShortcuts } from './lib/shortcuts/app-shortcuts';
export { useGlobalShortcutSync } from './lib/shortcuts/use-global-shortcut-sync';
export { WebPrompts } from './lib/web-prompts/web-prompts';
export * from './lib/lazy-entries';
