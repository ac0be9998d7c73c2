/**
 * The import graph's rules, checked in `npm test` (`npm run check:graph`).
 * shared/ is the ground floor; the three browser parts and the two server parts stand on it side by side;
 * the development world (dev/) and the scripts stand on the product; the browser tests stand on everything.
 */
const product = '^(shared|loader|widget-app|secure-frame|server|relay)/'
/** Tests may reach across parts (a widget test against the real secure frame, a server test on the local chain). */
const tests = '(\\.test\\.tsx?|/testing/.*)$'

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A module never reaches itself through its imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-is-the-ground-floor',
      comment: 'shared/ imports only shared/ and packages.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(loader|widget-app|secure-frame|server|relay|dev|scripts|e2e|demo)/' },
    },
    {
      name: 'browser-parts-stand-apart',
      comment: 'The loader, the widget and the secure frame share code only through shared/.',
      severity: 'error',
      from: { path: '^(loader|widget-app|secure-frame)/', pathNot: tests },
      to: { path: '^(loader|widget-app|secure-frame|server|relay)/', pathNot: '^$1/' },
    },
    {
      name: 'server-parts-stand-apart',
      comment: 'The server and the relay are deployed separately: neither imports the other.',
      severity: 'error',
      from: { path: '^(server|relay)/', pathNot: tests },
      to: { path: '^(loader|widget-app|secure-frame|server|relay)/', pathNot: '^$1/' },
    },
    {
      name: 'product-never-imports-the-world',
      comment: 'What a deployment runs never imports the development world, the scripts or the browser tests.',
      severity: 'error',
      from: { path: product, pathNot: tests },
      to: { path: '^(dev|scripts|e2e|demo)/' },
    },
    {
      name: 'world-never-imports-the-tests',
      comment: 'The development world and the scripts serve the tests, not the other way round.',
      severity: 'error',
      from: { path: '^(dev|scripts)/' },
      to: { path: '^e2e/' },
    },
    {
      name: 'no-unresolvable-imports',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.d.ts'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
}
