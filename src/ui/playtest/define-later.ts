/**
 * Defines the playtest elements (<rb-balance-meter>, <rb-playtest>) once the page is
 * idle after its first paint, so their code (bots, the worker pool, the report) is not
 * on the workbench's cold-start path. Until then the shell holds them as unknown
 * elements; Lit keeps the properties set on them and applies them when they upgrade.
 */
const define = (): void => {
  void import('./rb-balance-meter');
  void import('./rb-playtest');
};

if (typeof requestIdleCallback === 'function') requestIdleCallback(define, { timeout: 2000 });
else setTimeout(define, 200);
