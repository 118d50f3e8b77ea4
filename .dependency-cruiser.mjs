// The layer rules of CONTRIBUTING ("Layout and rules of the house"), checked by `npm run lint:layers`.
// Type-only imports count (`tsPreCompilationDeps`): a cycle through a type still ties two modules into one
// for a reader, and an engine file that names a UI type still depends on the UI.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';

const ENGINE = fileURLToPath(new URL('src/engine/', import.meta.url));

// A family is a folder of src/engine with its own schema fragment, so a new family is held to the rules unnamed.
const FAMILIES = readdirSync(ENGINE, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`${ENGINE}${d.name}/ruleset.schema.json`))
  .map((d) => d.name);
const FAMILY = `^src/engine/(${FAMILIES.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import in one direction: a cycle, even through a type, makes two modules one.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-not-to-outer-layers',
      severity: 'error',
      comment:
        'src/engine is the core the UI, the CLI, the reports and the workers are built on; it knows none of them.',
      from: { path: '^src/engine/' },
      to: { path: '^src/(ui|cli|report|workers)/' },
    },
    {
      name: 'engine-not-to-node',
      severity: 'error',
      comment: 'src/engine runs in the browser and in Web Workers too: no Node built-ins.',
      from: { path: '^src/engine/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'engine-only-to-pure-packages',
      severity: 'error',
      comment:
        'src/engine runs in a browser, a Web Worker and Node alike: it imports only the packages listed here, each ' +
        'pure JavaScript (a package that needs the DOM or Node, or one whose types pull Node in, such as vite, is ' +
        'refused; DOM and Node globals are refused by tsconfig.engine.json, which has neither library). A new ' +
        'package for the engine is added to this list on purpose.',
      from: { path: '^src/engine/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: '^node_modules/(yaml|ajv|pure-rand|fflate|@noble/hashes|fastest-levenshtein)/',
      },
    },
    {
      name: 'family-not-to-other-family',
      severity: 'error',
      comment: 'A family is a plug-in: adding or changing one touches no other family.',
      from: { path: FAMILY },
      to: { path: FAMILY, pathNot: '^src/engine/$1/' },
    },
    {
      name: 'family-not-to-loaders',
      severity: 'error',
      comment:
        'The scenario loader builds on the ruleset loader, which builds on the families: a family is below both.',
      from: { path: FAMILY },
      to: { path: '^src/engine/(scenario|loader)/' },
    },
    {
      name: 'loader-not-to-scenario',
      severity: 'error',
      comment: 'The scenario loader builds on the ruleset loader (a scenario names its ruleset), never the reverse.',
      from: { path: '^src/engine/loader/' },
      to: { path: '^src/engine/scenario/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the tool cannot resolve is an import no rule can check.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: '^node_modules/' },
    // Resolve packages as Vite and Node do (subpath `exports`), so an import of `pure-rand/...` is not "unresolvable".
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
