import { z } from 'zod/mini';
import { normalizeCombination } from './combination';

/**
 * The actions a shortcut can trigger: the reference product's playback actions (its names, so
 * its stored shortcuts migrate as they are) plus the lyric window and mini mode.
 */
export const SHORTCUT_ACTIONS = [
  'togglePlay',
  'prevPlay',
  'nextPlay',
  'volumeUp',
  'volumeDown',
  'toggleFavorite',
  'toggleLyricWindow',
  'toggleMiniMode',
] as const;

/** One shortcut action. */
export type ShortcutAction = (typeof SHORTCUT_ACTIONS)[number];

/** Where a shortcut works: only while the app has focus, or system-wide (desktop). */
export const SHORTCUT_SCOPES = ['app', 'global'] as const;

/** The scope of a shortcut. */
export type ShortcutScope = (typeof SHORTCUT_SCOPES)[number];

/** One action's shortcut: its combination (accelerator style), whether it is on, and its scope. */
export const shortcutBindingSchema = z.object({
  combination: z
    .string()
    .check(
      z.refine(
        (combination) => normalizeCombination(combination) !== null,
        'not a key combination',
      ),
    ),
  enabled: z.boolean(),
  scope: z.enum(SHORTCUT_SCOPES),
});

/** One action's shortcut. */
export type ShortcutBinding = z.infer<typeof shortcutBindingSchema>;

/** Two or more enabled actions of one scope that share a combination. */
export interface ShortcutConflict {
  scope: ShortcutScope;
  /** The shared combination, canonical spelling. */
  combination: string;
  actions: ShortcutAction[];
}

/**
 * The conflicts of a shortcut map (spec §5: conflicts are rejected). Disabled actions never
 * conflict; the same combination in different scopes is allowed.
 */
export function findShortcutConflicts(
  shortcuts: Readonly<Record<ShortcutAction, ShortcutBinding>>,
): ShortcutConflict[] {
  const groups = new Map<string, ShortcutConflict>();
  for (const action of SHORTCUT_ACTIONS) {
    const { combination, enabled, scope } = shortcuts[action];
    const canonical = normalizeCombination(combination);
    if (!enabled || canonical === null) continue;
    const id = `${scope} ${canonical}`;
    const group = groups.get(id) ?? { scope, combination: canonical, actions: [] };
    group.actions.push(action);
    groups.set(id, group);
  }
  return [...groups.values()].filter((group) => group.actions.length > 1);
}

/** The shortcut map: every action, each with its binding; no conflicts. */
export const shortcutsSchema = z
  .object({
    togglePlay: shortcutBindingSchema,
    prevPlay: shortcutBindingSchema,
    nextPlay: shortcutBindingSchema,
    volumeUp: shortcutBindingSchema,
    volumeDown: shortcutBindingSchema,
    toggleFavorite: shortcutBindingSchema,
    toggleLyricWindow: shortcutBindingSchema,
    toggleMiniMode: shortcutBindingSchema,
  })
  .check(
    z.superRefine((shortcuts, context) => {
      for (const conflict of findShortcutConflicts(shortcuts)) {
        context.addIssue({
          code: 'custom',
          message: `shortcut conflict: ${conflict.actions.join(', ')} share ${conflict.combination}`,
        });
      }
    }),
  );

/** The shortcut map (spec §3 "Shortcut settings"). */
export type ShortcutsConfig = z.infer<typeof shortcutsSchema>;
