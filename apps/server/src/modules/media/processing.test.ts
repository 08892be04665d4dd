import { describe, expect, it } from 'vitest';
import { mapBounded, Slots } from './processing.js';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('bounded work', () => {
  it('Slots never runs more than its limit at once, and runs every job', async () => {
    const slots = new Slots(2);
    let running = 0;
    let most = 0;
    const done = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        slots.run(async () => {
          running++;
          most = Math.max(most, running);
          await tick();
          running--;
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('a failed job frees its slot', async () => {
    const slots = new Slots(1);
    await expect(slots.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(slots.run(async () => 'next')).resolves.toBe('next');
  });

  it('mapBounded answers in the order of the items', async () => {
    const out = await mapBounded([30, 10, 20], 2, async (ms) => {
      await new Promise((r) => setTimeout(r, ms));
      return ms;
    });
    expect(out).toEqual([30, 10, 20]);
  });
});
