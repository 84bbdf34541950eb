import { dirname, posix } from 'node:path';

/** The source files to look at, by workspace-relative path, and a way to read each. */
export interface SourceTree {
  files: readonly string[];
  read(file: string): string;
}

/** Static imports and re-exports (type-only ones too): what a module needs before it runs. */
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolver(tree: SourceTree, aliases: Readonly<Record<string, string>>) {
  const known = new Set(tree.files);
  return (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith('.')
      ? posix.normalize(posix.join(dirname(from), specifier))
      : aliases[specifier];
    if (base === undefined) return undefined;
    return EXTENSIONS.map((extension) => base + extension).find((file) => known.has(file));
  };
}

/**
 * The import loops among the tree's files: each loop is a set of files that reach each other
 * through static imports (Tarjan's strongly connected components of more than one file).
 * `aliases` maps a path alias (`@cadenza/ui`) to the file it names.
 */
export function importLoops(
  tree: SourceTree,
  aliases: Readonly<Record<string, string>>,
): string[][] {
  const resolve = resolver(tree, aliases);
  const edges = new Map<string, string[]>();
  for (const file of tree.files) {
    const targets = new Set<string>();
    for (const match of tree.read(file).matchAll(STATIC_IMPORT)) {
      const target = resolve(file, match[1] ?? '');
      if (target !== undefined && target !== file) targets.add(target);
    }
    edges.set(file, [...targets]);
  }
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, order.get(next) ?? 0));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) loops.push(component.sort());
  };
  for (const file of tree.files) if (!order.has(file)) visit(file);
  return loops;
}
