import { afterEach, describe, expect, it } from 'vitest';
import { holdTable, resetTableHolders } from '../../renderer/src/lib/at-table.js';

function recorder() {
  const sent: boolean[] = [];
  return { sent, api: { netTable: async (r: { open: boolean }) => void sent.push(r.open) } };
}

describe('at the table (netTable)', () => {
  afterEach(resetTableHolders);

  it('tells the app once when the first screen holds the table and once when the last lets go, in either order of hand-over', () => {
    const { sent, api } = recorder();
    const race = holdTable(api);
    // the rules open before the race screen lets go: nothing said in between
    const rules = holdTable(api);
    race();
    expect(sent).toEqual([true]);
    rules();
    expect(sent).toEqual([true, false]);
    // the race screen lets go first, then the rules hold: closed and opened again
    const race2 = holdTable(api);
    race2();
    const rules2 = holdTable(api);
    expect(sent).toEqual([true, false, true, false, true]);
    rules2();
    expect(sent.at(-1)).toBe(false);
  });

  it('a release called twice lets go once', () => {
    const { sent, api } = recorder();
    const a = holdTable(api);
    const b = holdTable(api);
    a();
    a();
    expect(sent).toEqual([true]);
    b();
    expect(sent).toEqual([true, false]);
  });
});
