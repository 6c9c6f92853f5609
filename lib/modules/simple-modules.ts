import { kitNotes } from '@/tests/fixtures/module/module';
import type { SimpleModule } from './simple-module';

/** The simple modules (lib/modules/simple-module.ts) every server serves: a new one is one line here. */
const servedModules: readonly SimpleModule[] = [];

/**
 * The test suite's throw-away simple modules (tests/fixtures/module): compiled in, so the production
 * build the browser tests run needs no second build, and switched on only where the server runs with
 * CARI_FIXTURE_MODULES=1 (the Playwright server, the module kit's API test). Elsewhere they have no
 * route, catalogue row, menu entry or page.
 */
export const fixtureModules: readonly SimpleModule[] = [kitNotes];

/** Whether this server serves the fixture modules (read on the server; the browser asks the page). */
export const fixtureModulesEnabled = (): boolean => process.env.CARI_FIXTURE_MODULES === '1';

/** The simple modules this server serves. */
export const enabledSimpleModules = (): readonly SimpleModule[] =>
  fixtureModulesEnabled() ? [...servedModules, ...fixtureModules] : servedModules;

/** A simple module by its key (the generic page's screens look theirs up; the server decided it is served). */
export const simpleModuleOf = (key: string): SimpleModule | undefined =>
  [...servedModules, ...fixtureModules].find((m) => m.key === key);
