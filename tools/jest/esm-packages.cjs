// Jest runs CommonJS; some packages ship ES modules only (`"type": "module"`), e.g. react-markdown
// and the unified/remark packages under it. This lists the ESM-only packages in the dependency
// closure of the given roots, read from their package.json files, so a jest config can let
// @swc/jest transform exactly those (a hand-written list goes stale with every version bump).
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

function packageJson(name, fromDir) {
  try {
    const path = require.resolve(join(name, 'package.json'), { paths: [fromDir] });
    return { path, json: JSON.parse(readFileSync(path, 'utf8')) };
  } catch {
    // A package whose exports hide package.json: look for it up the node_modules chain.
    for (let dir = fromDir; ; dir = dirname(dir)) {
      const path = join(dir, 'node_modules', name, 'package.json');
      try {
        return { path, json: JSON.parse(readFileSync(path, 'utf8')) };
      } catch {
        if (dirname(dir) === dir) return null;
      }
    }
  }
}

/** The names of the ESM-only packages among `roots` and their dependencies. */
function esmDependencyClosure(roots, fromDir = __dirname) {
  const seen = new Set();
  const esm = new Set();
  const visit = (name, dir) => {
    const found = packageJson(name, dir);
    if (!found || seen.has(found.path)) return;
    seen.add(found.path);
    if (found.json.type === 'module') esm.add(name);
    for (const dependency of Object.keys(found.json.dependencies ?? {})) {
      visit(dependency, dirname(found.path));
    }
  };
  roots.forEach((root) => visit(root, fromDir));
  return [...esm].sort();
}

/** A `transformIgnorePatterns` entry that still transforms the ESM-only packages of `roots`. */
function transformIgnoreExcept(roots) {
  const names = esmDependencyClosure(roots).map((name) => name.replace(/[.+]/g, '\\$&'));
  return `/node_modules/(?!(${names.join('|')})/)`;
}

module.exports = { transformIgnoreExcept };
