/**
 * The dependency rule of DESIGN.md §1, enforced in CI:
 *   microfrontends ──HTTP──▶ apps ─▶ adapters ─▶ application ─▶ domain
 * Test files and test support are exempt from nothing but "who may import tests/support".
 */
const notTest = '\\.test\\.tsx?$';
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'domain/ imports nothing but domain/ and zod (and node: built-ins are not allowed either).',
      from: { path: '^domain/', pathNot: notTest },
      to: { pathNot: ['^domain/', '^node_modules/zod/'] },
    },
    {
      name: 'application-depends-on-domain-only',
      severity: 'error',
      comment: 'application/ (use cases and ports) imports only domain/ and application/.',
      from: { path: '^application/', pathNot: notTest },
      to: { pathNot: ['^domain/', '^application/', '^node_modules/zod/'] },
    },
    {
      name: 'adapters-not-into-apps',
      severity: 'error',
      comment: 'adapters/ never reach into the composition roots.',
      from: { path: '^adapters/', pathNot: notTest },
      to: { path: ['^apps/', '^microfrontends/'] },
    },
    {
      name: 'microfrontends-talk-http',
      severity: 'error',
      comment: 'micro-frontends never import adapters/, application/ or apps/ (domain/ is allowed for shared schemas).',
      from: { path: '^microfrontends/' },
      to: { path: ['^adapters/', '^application/', '^apps/'] },
    },
    {
      name: 'production-code-not-into-tests',
      severity: 'error',
      from: { path: '^(domain|application|adapters|apps|microfrontends)/', pathNot: notTest },
      to: { path: '^tests/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(domain|application|adapters|apps)/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Federated remote modules (public/routes …) exist only at run time, in the browser.',
      from: { path: '^(domain|application|adapters|apps|microfrontends)/' },
      to: { couldNotResolve: true, pathNot: '^(public|vendor|admin)/routes$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/\\.vite'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
