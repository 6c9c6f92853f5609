// Half of a deliberate import cycle: lib/lint-boundaries.test.ts proves that lint rejects it.
import { cycleB } from './cycle-b';

export const cycleA = (): string => `a${cycleB.name}`;
