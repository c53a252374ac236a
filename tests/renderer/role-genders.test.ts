// The host (and a player as a role) may be anyone: messages about "the host" say nothing that
// agrees with a gender (play-test 18: "на его компьютере… когда он запустит" in Russian, "il turno
// dopo torna a giocare lui" in Italian, said of Francesca). Sibling of person-genders.test.ts, which
// checks the messages holding a player's name; these hold no name, only the role.
import { describe, expect, it } from 'vitest';
import { CATALOGUES, icuText, type MessageKey } from '../../renderer/src/lib/i18n.js';

/** A message's whole text, every plural and select branch included. */
const text = (lang: 'ru' | 'it', key: MessageKey) => JSON.stringify(icuText(CATALOGUES[lang][key]));

// Russian: the host is "организатор". A masculine pronoun standing for them is gendered ("он", "него",
// "ему"; a feminine one stands for the race or the game: "гонка… она продолжится");
// "его" also stands for a seat or a code ("отдать его компьютерному капитану"), so it counts only in a
// message that names neither. The past tense agrees with its subject: "организатор закрыл".
const RU_ROLE = /организатор/iu;
const RU_PRONOUN = /(?<!\p{L})(он|него|нему|ним|нём|ему|сам)(?!\p{L})/iu;
const RU_ITS = /(?<!\p{L})его(?!\p{L})/iu;
const RU_ITS_THING = /мест|код|приглашени/iu;
const RU_SUBJECT_PAST = /организатор(?!\p{L})[^.:;!?…]*?(?<!\p{L})\p{L}+(л|ла|лся|лась)(?!\p{L})/iu;

// Italian: the host is "chi ospita" (neutral); a pronoun ("lui", "lei") or a participle after
// "essere" agreeing with them as the subject ("chi ospita se n’è andato") is not ("il gioco di chi
// ospita si è fermato" agrees with "il gioco").
const IT_PRONOUN = /(?<!\p{L})(lui|lei|egli|ella)(?!\p{L})/iu;
const IT_ROLE_AGREES = /(?<!(di|con|a|da|per) )chi (la )?ospita(va)?[^.:;!?…]*?(?<!\p{L})(è|era|sarà|viene|resta)\s+(già\s+|stato\s+|stata\s+)?\p{L}+[oa](?!\p{L})/iu;

export function ruRoleWords(t: string): string[] {
  if (!RU_ROLE.test(t)) return [];
  const found: string[] = [];
  const p = RU_PRONOUN.exec(t);
  if (p) found.push(p[0]);
  if (RU_ITS.test(t) && !RU_ITS_THING.test(t)) found.push('его');
  const past = RU_SUBJECT_PAST.exec(t);
  if (past) found.push(past[0]);
  return found;
}

export function itRoleWords(t: string): string[] {
  const found: string[] = [];
  const p = IT_PRONOUN.exec(t);
  if (p) found.push(p[0]);
  const a = IT_ROLE_AGREES.exec(t);
  if (a) found.push(a[0]);
  return found;
}

describe('messages about the host as a role agree with no gender (ru, it)', () => {
  const keys = Object.keys(CATALOGUES.en) as MessageKey[];

  it('finds the messages about the host (so the checks below have something to check)', () => {
    expect(keys.filter((k) => RU_ROLE.test(text('ru', k))).length).toBeGreaterThan(10);
    expect(keys.filter((k) => /chi (la )?ospita/iu.test(text('it', k))).length).toBeGreaterThan(10);
  });

  it('ru: no pronoun or past tense standing for the host', () => {
    const bad = keys.flatMap((k) => {
      const w = ruRoleWords(text('ru', k));
      return w.length ? [`${k}: ${w.join(', ')}`] : [];
    });
    expect(bad).toEqual([]);
  });

  it('it: no gendered pronoun, and nothing agreeing with "chi ospita"', () => {
    const bad = keys.flatMap((k) => {
      const w = itRoleWords(text('it', k));
      return w.length ? [`${k}: ${w.join(', ')}`] : [];
    });
    expect(bad).toEqual([]);
  });

  it('the gendered forms are caught (the check can fail)', () => {
    expect(ruRoleWords('Игра организатора остановилась. Гонка сохранена на его компьютере: когда он запустит её снова')).toEqual(['он', 'его']);
    expect(ruRoleWords('Игра закрыта: организатор закрыл её.')).toEqual(['организатор закрыл']);
    expect(ruRoleWords('иначе организатор может отдать его компьютерному капитану (ваше место)')).toEqual([]);
    expect(itRoleWords('il turno dopo torna a giocare lui.')).toEqual(['lui']);
    expect(itRoleWords('Chi ospita se n’è andato per ora.')).toEqual(['Chi ospita se n’è andato']);
    expect(itRoleWords('Chi ospita per ora non c’è.')).toEqual([]);
  });
});
