import type { BuildEnvironmentOptions } from 'vite';

const WORKSPACE_SOURCE = /\/(libs|apps|tools)\/[^/]+\/src\/.+\.tsx?$/;
/** api-client's endpoint modules inject their endpoints into the API when imported. */
const INJECTS_ENDPOINTS = /\/libs\/api-client\/src\/react\/[^/]+\.endpoints\.ts$/;
/** libs/ui's entry imports the global stylesheets (tokens, base), used by no export. */
const IMPORTS_GLOBAL_STYLES = /\/libs\/ui\/src\/index\.ts$/;

/** Whether importing a module does something: everything but the workspace's own TS, and those. */
function hasImportTimeEffects(id: string): boolean {
  return !WORKSPACE_SOURCE.test(id) || INJECTS_ENDPOINTS.test(id) || IMPORTS_GLOBAL_STYLES.test(id);
}

/**
 * How the renderers (the web app and the desktop's) are bundled. The workspace's modules have no
 * import-time effects but their stylesheets (with the two exceptions above): a module the first
 * paint does not use stays out of the first chunks, with its CSS. Every module the entry imports
 * statically goes in one chunk, as in Rollup: left to itself rolldown cuts out each module the
 * entry shares with a lazy chunk into a chunk of its own (the web's first paint was 37 files,
 * most under 1 KB, each paying gzip's and the import's overhead). Static imports of a static
 * import are static imports too, so the group needs no recursion; with it, the group also took
 * the lazy screens' modules.
 */
export const RENDERER_ROLLDOWN_OPTIONS: BuildEnvironmentOptions['rolldownOptions'] = {
  treeshake: { moduleSideEffects: hasImportTimeEffects },
  output: {
    codeSplitting: {
      groups: [{ name: 'app', tags: ['$initial'], includeDependenciesRecursively: false }],
    },
  },
};
