import { describe, expect, it } from 'vitest';
import { lastLanguage, rememberLanguage } from '../../renderer/src/lib/last-language.js';

function memory(initial: Record<string, string> = {}) {
  const m = new Map(Object.entries(initial));
  let writes = 0;
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void (writes++, m.set(k, v)),
    writes: () => writes,
  };
}

describe('the language shown last (the next start\'s first words)', () => {
  it('is remembered and read back; written only when it changes', () => {
    const s = memory();
    expect(lastLanguage(s)).toBeNull();
    rememberLanguage('it', s);
    rememberLanguage('it', s);
    expect(lastLanguage(s)).toBe('it');
    expect(s.writes()).toBe(1);
    rememberLanguage('ru', s);
    expect(lastLanguage(s)).toBe('ru');
  });

  it('ignores what is not one of the app\'s languages, and a storage that refuses', () => {
    expect(lastLanguage(memory({ 'mq.lastLanguage': 'de' }))).toBeNull();
    expect(lastLanguage(memory({ 'mq.lastLanguage': 'pseudo' }))).toBeNull();
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(lastLanguage(refusing)).toBeNull();
    expect(() => rememberLanguage('fr', refusing)).not.toThrow();
  });
});
