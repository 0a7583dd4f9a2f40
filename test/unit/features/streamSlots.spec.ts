import { describe, expect, it } from 'vitest';
import { type StreamSlot, StreamSlots } from '../../../src/features/stream/streamSlots.ts';

const taken = (result: ReturnType<StreamSlots['take']>): StreamSlot => {
  if ('scope' in result) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result;
};

describe('the caps on open subscription streams', () => {
  it('refuses a caller past its cap, then the process past its total, and gives each place back once', () => {
    const slots = new StreamSlots({ maxPerCaller: 2, maxTotal: 3 });
    const a1 = taken(slots.take('a'));
    taken(slots.take('a'));
    expect(slots.take('a')).toEqual({ scope: 'caller', limit: 2 });
    const b1 = taken(slots.take('b'));
    expect(slots.take('b')).toEqual({ scope: 'total', limit: 3 });
    expect([slots.open('a'), slots.open('b'), slots.open()]).toEqual([2, 1, 3]);

    a1.release();
    a1.release();
    expect([slots.open('a'), slots.open()]).toEqual([1, 2]);
    taken(slots.take('b'));
    b1.release();
    expect([slots.open('a'), slots.open('b'), slots.open()]).toEqual([1, 1, 2]);
  });
});
