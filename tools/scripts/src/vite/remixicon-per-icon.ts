import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const PACKAGE = '@remixicon/react';
const ICON_PREFIX = '\0remixicon-icon:';
const FACTORY_ID = '\0remixicon-factory';
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@remixicon\/react['"];?/g;

/** A drawn element of an icon: its tag and attributes, then its own children. */
type IconNode = [tag: string, attributes: Record<string, unknown>, children: IconNode[]];

interface ElementLike {
  type: string;
  props: { children?: unknown } & Record<string, unknown>;
}

function nodesOf(children: unknown): IconNode[] {
  const list = Array.isArray(children) ? children : children === undefined ? [] : [children];
  return list.map((child) => {
    const { type, props } = child as ElementLike;
    const { children: own, ...attributes } = props;
    return [type, attributes, nodesOf(own)];
  });
}

/**
 * What one `@remixicon/react` icon draws inside its `<svg>`, read by rendering the package's own
 * component to an element (no DOM needed): the paths are the package's, not a copy.
 */
type IconComponents = Record<string, ((props: object) => ElementLike) | undefined>;
let packageIcons: IconComponents | null = null;

function iconNodes(name: string): IconNode[] {
  // Loaded once per build, on the first icon asked for.
  packageIcons ??= createRequire(import.meta.url)(PACKAGE) as IconComponents;
  const icon = packageIcons[name];
  if (typeof icon !== 'function') throw new Error(`${PACKAGE} has no icon ${name}`);
  return nodesOf(icon({}).props.children);
}

// The package's component, with the same props and markup, for a list of drawn nodes.
const FACTORY_SOURCE = `import { createElement } from 'react';
const draw = ([tag, attributes, children]) => createElement(tag, attributes, ...children.map(draw));
export function remixIcon(nodes) {
  return function RemixIcon({ color = 'currentColor', size = 24, className, ...rest }) {
    return createElement('svg', {
      viewBox: '0 0 24 24', xmlns: 'http://www.w3.org/2000/svg', width: size, height: size,
      fill: color, ...rest, className: 'remixicon ' + (className || ''),
    }, ...nodes.map(draw));
  };
}
`;

/**
 * `@remixicon/react` is one module of some 3,000 icons: a bundler keeps only those used, but all
 * of them in whichever chunk the module lands in, and the first chunk imports it (the frame's
 * menu icons). Every import of it in the workspace's code becomes one small module per icon,
 * so each icon goes to the chunks that draw it and the first paint carries only the frame's.
 * Build only: specs and type checks use the package as it is.
 */
export function remixiconPerIcon(): Plugin {
  return {
    name: 'cadenza:remixicon-per-icon',
    apply: 'build',
    resolveId(id) {
      if (id === FACTORY_ID || id.startsWith(ICON_PREFIX)) return id;
      return null;
    },
    load(id) {
      if (id === FACTORY_ID) return FACTORY_SOURCE;
      if (!id.startsWith(ICON_PREFIX)) return null;
      const nodes = iconNodes(id.slice(ICON_PREFIX.length));
      return `import { remixIcon } from ${JSON.stringify(FACTORY_ID)};\nexport default remixIcon(${JSON.stringify(nodes)});\n`;
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes(PACKAGE)) return null;
      const rewritten = code.replace(
        NAMED_IMPORT,
        (_statement, names: string) =>
          names
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name !== '')
            .map((name) => {
              const [imported, local = imported] = name.split(/\s+as\s+/);
              return `import ${local} from ${JSON.stringify(ICON_PREFIX + imported)};`;
            })
            // One line, as the statement was (multi-line statements keep their line count too):
            // the lines after it keep their source-map positions.
            .join(' ') + '\n'.repeat((_statement.match(/\n/g) ?? []).length),
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
