// The other half of the deliberate cycle (see cycle-a.ts).
import { cycleA } from './cycle-a';

export function cycleB(): string {
  return `b${cycleA.name}`;
}
