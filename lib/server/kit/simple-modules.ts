import 'server-only';

import { enabledSimpleModules } from '@/lib/modules/simple-modules';
import { simpleModuleServer } from './simple-module';
import { simpleTables } from './simple-tables';

/** The servers (service, routes) of the simple modules this server serves. */
export const simpleModuleServers = () =>
  enabledSimpleModules().map((simple) => {
    const entry = simpleTables[simple.key];
    if (!entry) throw new Error(`simple module ${simple.key} has no table`);
    return { simple, ...simpleModuleServer(simple, entry.table) };
  });
