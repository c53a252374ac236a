// The tutorial's renderer side (renderer/src/lib/lessons.ts): the ten lessons load in order with
// the place their solution leads to, the board's marks name the boat and the goal, and a planned
// move is judged as the engine judges it (no miss exactly when the goal is met at par), with the
// reason a miss is told.
import { describe, expect, it } from 'vitest';
import { apply, hexKey, judgeChallenge, legalTurns, type Action, type GameEvent, type GameState, type LegalTurn } from '../../engine/index.js';
import { playTurnOut } from '../../engine/captains/challenge-table.js';
import { boardOf, pack } from '../../engine/turn.js';
import { translator, type MessageKey } from '../../renderer/src/lib/i18n.js';
import type { GameView } from '../../renderer/src/lib/api-types.js';
import { LEAVE_WORDS, leaveAsks, leaveKind, leaveTo } from '../../renderer/src/lib/leave-words.js';
import { logLines } from '../../renderer/src/lib/log-lines.js';
import { distanceText } from '../../renderer/src/lib/plan-words.js';
import { destinations } from '../../renderer/src/lib/turns.js';
import {
  lessons,
  isLessonId,
  lessonDone,
  lessonLogEvents,
  lessonsLeft,
  lessonMarks,
  lessonViewMarks,
  lessonMiss,
  lessonRequest,
  lessonTellsTiles,
  missText,
  nextLesson,
} from '../../renderer/src/lib/lessons.js';

/** The position with a turn's steps played, Confirm not yet pressed (what the guidance judges). */
function planned(start: GameState, turn: LegalTurn): GameState {
  let s = start;
  for (const a of turn.actions.filter((x: Action) => x.type !== 'confirm')) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.code);
    s = r.state;
  }
  return s;
}

describe('lessons in the renderer', () => {
  it('are the ten lesson files in order ("10-" after "9-"), chained by "next", kept under lesson- ids', () => {
    expect(lessons().map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(lessons().every((l) => isLessonId(l.id) && l.id === `lesson-${l.file}`)).toBe(true);
    expect(nextLesson(lessons()[0]!.id)).toBe(lessons()[1]);
    expect(nextLesson(lessons()[8]!.id)).toBe(lessons()[9]);
    expect(nextLesson(lessons()[9]!.id)).toBeNull();
    expect(isLessonId('01-first-pickup')).toBe(false);
    // done means met at par: two stars
    expect(lessonDone({ [lessons()[0]!.id]: 1 }, lessons()[0]!)).toBe(false);
    expect(lessonDone({ [lessons()[0]!.id]: 2 }, lessons()[0]!)).toBe(true);
    // after the last lesson: the others not done are counted, the one just met is not (its stars may lag)
    const last = lessons().at(-1)!;
    expect(lessonsLeft({}, last)).toBe(lessons().length - 1);
    expect(lessonsLeft(Object.fromEntries(lessons().slice(0, 5).map((l) => [l.id, 2])), last)).toBe(lessons().length - 6);
    expect(lessonsLeft(Object.fromEntries(lessons().slice(0, -1).map((l) => [l.id, 2])), last)).toBe(0);
    const req = lessonRequest(translator('fr'), lessons()[0]!);
    expect(req.challengeId).toBe('lesson-1-speed-and-coal');
    expect(req.challengeId).toMatch(/^[a-z0-9-]{1,60}$/);
    expect(req.title).toBe('Leçon 1\u00a0: Vitesse et charbon');
    expect(req.playerName).toBe('Apprenti');
  });

  it('the board marks the boat, the goal and what the text names, in the player\'s language', () => {
    const l3 = lessons()[2]!;
    const m = lessonMarks(translator('it'), l3, l3.challenge.start, false);
    expect(m.goal && hexKey(m.goal)).toBe(hexKey(l3.target));
    expect(m.notes.map((n) => [n.kind, n.text])).toEqual([['boat', 'Tu'], ['goal', 'Obiettivo'], ['thing', 'Isola']]);
    // "You" names the learner's boat: the board shows it once that boat is drawn on its space
    expect(m.notes.map((n) => n.boat ?? null)).toEqual([l3.challenge.boat, null, null]);
    expect(m.path).toBeUndefined();
    const shown = lessonMarks(translator('en'), l3, l3.challenge.start, true);
    expect(shown.path!.map(hexKey)).toEqual(['15,-20', '16,-21', '17,-22']);
  });

  it('says "You, on the goal" only where the move ends (play-test 16, lesson 4: said as the move sailed on past the dock)', { timeout: 30_000 }, () => {
    const en = translator('en');
    let passing = 0;
    for (const l of lessons()) {
      for (const turn of legalTurns(l.challenge.start)) {
        let s = l.challenge.start;
        const steps = turn.actions.filter((a) => a.type !== 'confirm');
        steps.forEach((a, i) => {
          const r = apply(s, a);
          if (!r.ok) throw new Error(r.code);
          s = r.state;
          const me = s.boats.find((b) => b.id === l.challenge.boat)!;
          if (!me.pos || hexKey(me.pos) !== hexKey(l.target)) return;
          const sailsOn = steps.slice(i + 1).some((x) => x.type === 'advance');
          const you = lessonMarks(en, l, s, false).notes.find((n) => n.kind === 'boat')!.text;
          if (sailsOn) passing++;
          expect(you).toBe(sailsOn ? 'You' : 'You, on the goal');
        });
      }
    }
    expect(passing).toBeGreaterThan(0);
  });

  it('the advanced tiles are a lesson each, whose rule names its tile (play-test: driftwood and sandbanks were only named)', () => {
    const named = {
      en: [/coal depot/, /[Dd]riftwood/, /sandbank/],
      fr: [/dépôt de charbon/, /bois flottant/, /banc de sable/],
      it: [/deposito di carbone/, /detriti/, /secca/],
      ru: [/угольном складе/, /плавник/, /отмель/],
    };
    for (const lang of ['en', 'fr', 'it', 'ru'] as const) {
      const t = translator(lang);
      named[lang].forEach((word, i) => {
        expect(t(`lessons.rule.${8 + i}` as MessageKey), lang).toMatch(word);
        expect(t(`lessons.step.${8 + i}` as MessageKey), lang).not.toMatch(/lessons\.|\{/);
      });
      // each plays its own tile: the depot lesson no longer names the others
      expect(t('lessons.rule.8'), lang).not.toMatch(named[lang][1]!);
    }
    // lesson 9 labels the driftwood its way crosses, on a driftwood space
    const l9 = lessons()[8]!;
    const drift = lessonMarks(translator('en'), l9, l9.challenge.start, false).notes.find((n) => n.kind === 'thing')!;
    expect(drift.text).toBe('Driftwood');
    expect(boardOf(l9.challenge.start.river).kind.get(pack(drift.hex))).toBe('driftwood');
    // lesson 10 starts aground
    const l10 = lessons()[9]!;
    const me = l10.challenge.start.boats.find((b) => b.id === l10.challenge.boat)!;
    expect(boardOf(l10.challenge.start.river).kind.get(pack(me.pos!))).toBe('sandbank');
  });

  it('no lesson names a turn "left" or "right" (play-test: read against the screen, where the boat\'s right may be the screen\'s left): a turn is named by what it faces', () => {
    const sides = { en: /\b(turns?|turning|bends?|to the|on the|its|your) (left|right)\b|\bright ahead\b/i, fr: /\b(gauche|droite)\b/i, it: /\b(sinistra|destra)\b/i, ru: /влево|вправо|налево|направо|лев(ый|ом|ую|ая) |прав(ый|ом|ую|ая) /i };
    for (const lang of ['en', 'fr', 'it', 'ru'] as const) {
      const t = translator(lang);
      for (const l of lessons()) {
        // step 1 says where the speeds are on the screen ("on the right"): a panel, not a turn; rule 6 names the die's faces
        if (l.number > 1) expect(t(`lessons.step.${l.number}` as MessageKey, { boat: 'x' }), `${lang} step ${l.number}`).not.toMatch(sides[lang]);
        if (l.number !== 6) expect(t(`lessons.rule.${l.number}` as MessageKey), `${lang} rule ${l.number}`).not.toMatch(sides[lang]);
      }
    }
    // the turns the steps name are there to see: lessons 4, 5 and 8 turn to face what they reach
    expect(translator('en')('lessons.step.4')).toContain('turns once, to face the dock');
  });

  it('Italian names a step of speed "scatto", not "punto" (play-test: "un punto: gratis")', () => {
    const it_ = translator('it');
    const said = ['lessons.rule.1', 'lessons.step.1', 'lessons.step.4', 'lessons.step.7'].map((k) => it_(k as MessageKey)).join(' ');
    expect(said).not.toMatch(/\bpunt[oi]\b/);
    expect(it_('lessons.step.4')).toContain('un solo scatto, quindi gratis');
  });

  for (const l of lessons()) {
    it(`lesson ${l.number}: a move misses exactly when the engine's verdict is not two stars, and says why`, { timeout: 30_000 }, () => {
      const t = translator('en');
      const start = l.challenge.start;
      const codes = new Set<string>();
      for (const turn of legalTurns(start)) {
        const miss = lessonMiss(l, planned(start, turn));
        const after = playTurnOut(start, turn.actions)!;
        const verdict = judgeChallenge(l.challenge, after);
        expect(miss === null, JSON.stringify(turn.actions)).toBe(verdict.stars === 2);
        if (miss) {
          codes.add(miss.code);
          expect(missText(t, miss)).not.toMatch(/lessons\.|\{/);
        }
      }
      expect(codes.size).toBeGreaterThan(0);
    });
  }

  it('a move that ends off the goal says how, in the lesson\'s terms, in each language (play-test 16: "ends 2 spaces from the goal" only)', () => {
    const l1 = lessons()[0]!;
    const start = l1.challenge.start;
    const turns = legalTurns(start);
    // speed 1 kept: one space along the lesson's way, the goal 3 ahead
    const short = turns.find((x) => !x.actions.some((a) => a.type === 'speed') && l1.path.some((h) => hexKey(h) === hexKey(x.end.pos)))!;
    const miss = lessonMiss(l1, planned(start, short))!;
    expect(miss).toMatchObject({ code: 'far', how: 'short', speed: 1, need: 3 });
    const said = Object.fromEntries((['en', 'fr', 'it', 'ru'] as const).map((l) => [l, missText(translator(l), miss)]));
    expect(said).toEqual({
      en: 'You stopped 2 spaces short of the goal. You needed speed 3; you sailed at 1.',
      fr: 'Il vous manquait 2 cases pour atteindre l’objectif. Il fallait la vitesse 3\u00a0; vous avez navigué à 1.',
      it: 'Ti sei fermato 2 spazi prima dell’obiettivo. Serviva la velocità 3; hai navigato a 1.',
      ru: 'Вы остановились за 2 клетки до цели. Нужна была скорость 3, а вы шли со скоростью 1.',
    });
    // over the goal and on: said so, not as a distance alone
    const past = turns.find((x) => x.path.slice(0, -1).some((h) => hexKey(h) === hexKey(l1.target)))!;
    const over = lessonMiss(l1, planned(start, past))!;
    expect(over).toMatchObject({ code: 'far', how: 'past' });
    expect(missText(translator('en'), over)).toMatch(/^Your boat sailed over the goal and ended \d spaces? past it\. You needed speed 3; you sailed at [4-6]\.$/);
    // at the lesson's speed, another way: no speed named, the way said to be off
    const aside = turns.find((x) => x.actions.some((a) => a.type === 'speed' && a.speed === 3) && !x.path.some((h) => hexKey(h) === hexKey(l1.target)))!;
    const off = lessonMiss(l1, planned(start, aside))!;
    expect(off).toMatchObject({ code: 'far', how: 'aside', speed: 3, need: 3 });
    expect(missText(translator('it'), off)).toMatch(/^Il tuo battello finisce a \d spazi? dall’obiettivo, fuori dalla strada che ci porta\.$/);
  });

  it('the goal stays on the board after a miss, the way drawn only while the lesson is open; nothing once it is done (play-test 16)', () => {
    const t = translator('en');
    const l = lessons()[6]!;
    const s = l.challenge.start;
    const view = (status: string, stars: number) => ({ id: l.id, status, stars }) as unknown as GameView['challenge'];
    const goalNote = (m: ReturnType<typeof lessonViewMarks>) => m?.notes.find((n) => n.kind === 'goal')?.text;
    expect(goalNote(lessonViewMarks(t, view('open', 0), s, true))).toBe('Goal: finish dock');
    expect(lessonViewMarks(t, view('open', 0), s, true)?.path).toEqual(l.path);
    const failed = lessonViewMarks(t, view('failed', 0), s, true);
    expect(goalNote(failed)).toBe('Goal: finish dock');
    expect(failed?.goal).toEqual(l.target);
    expect(failed?.path).toBeUndefined();
    expect(goalNote(lessonViewMarks(t, view('met', 1), s, false))).toBe('Goal: finish dock');
    expect(lessonViewMarks(t, view('met', 2), s, false)).toBeNull();
    expect(lessonViewMarks(t, { id: '01-first-pickup', status: 'failed', stars: 0 } as unknown as GameView['challenge'], s, false)).toBeNull();
  });

  it('tells a move that ends short, one that spends too much coal, and one without a passenger apart', () => {
    const t = translator('en');
    const l1 = lessons()[0]!;
    const turns = legalTurns(l1.challenge.start);
    const short = turns.find((x) => !x.actions.some((a) => a.type === 'speed'))!;
    expect(missText(t, lessonMiss(l1, planned(l1.challenge.start, short))!)).toMatch(/^You stopped \d spaces? short of the goal\. You needed speed 3; you sailed at 1\.$/);
    const dear = turns.find((x) => hexKey(x.end.pos) === hexKey(l1.target) && x.coalSpent > 1)!;
    expect(missText(t, lessonMiss(l1, planned(l1.challenge.start, dear))!)).toBe(`It reaches the goal with ${3 - dear.coalSpent} coal left, but a cheaper way keeps 2.`);
    const l4 = lessons()[3]!;
    const dry = legalTurns(l4.challenge.start).find((x) => x.end.passengers === 1)!;
    expect(missText(t, lessonMiss(l4, planned(l4.challenge.start, dry))!)).toBe('No passenger boards: one boards only when you stop on a dock at speed 1.');
  });
});

describe('what a lesson tells around the board (play-test)', () => {
  const lesson = lessons()[0]!;
  const open = { id: lesson.id, status: 'open', stars: 0 } as unknown as GameView['challenge'];
  const met = { id: lesson.id, status: 'met', stars: 2 } as unknown as GameView['challenge'];
  const offPar = { id: lesson.id, status: 'met', stars: 1 } as unknown as GameView['challenge'];
  const move = { kind: 'move' } as GameView['pending'];
  const over = { kind: 'over' } as GameView['pending'];
  const words = (challenge: GameView['challenge'], pending: GameView['pending'], lang: 'en' | 'fr' | 'it' | 'ru' = 'en') => {
    const w = LEAVE_WORDS[leaveKind({ challenge, pending })];
    return [translator(lang)(w.long), translator(lang)(w.short)];
  };

  it('leaving a lesson goes back to the lessons, met or not; an open or missed one says its try is not kept', () => {
    expect(words(open, move)).toEqual(['Leave the lesson (this try is not kept)', 'Leave the lesson']);
    expect(words(offPar, move)).toEqual(['Leave the lesson (this try is not kept)', 'Leave the lesson']);
    expect(words(met, move)).toEqual(['Back to the lessons', 'Back to the lessons']);
    expect(leaveTo(leaveKind({ challenge: met, pending: move }))).toBe('lessons');
    expect(leaveTo(leaveKind({ challenge: open, pending: move }))).toBe('lessons');
    expect(leaveTo(leaveKind({ challenge: offPar, pending: move }))).toBe('lessons');
    // the narrow window's short word still names the lesson (it was a bare "Quitter")
    expect(words(open, move, 'fr')[1]).toBe('Quitter la leçon');
    expect(words(met, move, 'ru')[0]).toBe('Назад к урокам');
  });

  it("the lesson's leave button says what the English one says, as briefly, in each language (play-test: the Italian one said more)", () => {
    const en = translator('en');
    for (const k of ['lessons.leave', 'lessons.leaveShort'] as MessageKey[]) {
      for (const lang of ['fr', 'it', 'ru'] as const) {
        const said = translator(lang)(k);
        // the same two parts: where it goes and, in brackets, what is lost
        expect(said.includes('('), `${lang} ${k}: "${said}"`).toBe(en(k).includes('('));
        expect([...said].length, `${lang} ${k}: "${said}" against "${en(k)}"`).toBeLessThanOrEqual(Math.ceil([...en(k)].length * 1.2));
      }
    }
  });

  it('leaving asks first only while a lesson is open and its move is begun (play-test: the move was lost without a word)', () => {
    for (const l of lessons()) {
      const start = l.challenge.start;
      const challenge = { id: l.id, status: 'open', stars: 0 } as unknown as GameView['challenge'];
      expect(leaveAsks({ challenge, state: start }), `lesson ${l.number} untouched`).toBe(false);
      // a speed only clicked on the screen, nothing sent yet: begun all the same (play-test)
      expect(leaveAsks({ challenge, state: start }, true), `lesson ${l.number} with a speed clicked`).toBe(true);
      // each step of the solution, Confirm still to press: the move is begun
      let s = start;
      for (const a of l.way.actions.filter((x: Action) => x.type !== 'confirm')) {
        const r = apply(s, a);
        if (!r.ok) throw new Error(r.code);
        s = r.state;
        expect(leaveAsks({ challenge, state: s }), `lesson ${l.number} after ${a.type}`).toBe(true);
      }
      // the verdict in, or no lesson at all: nothing to lose
      expect(leaveAsks({ challenge: { id: l.id, status: 'met', stars: 2 } as unknown as GameView['challenge'], state: s })).toBe(false);
      expect(leaveAsks({ challenge: null, state: s })).toBe(false);
      expect(leaveAsks({ challenge: { id: l.id, status: 'met', stars: 2 } as unknown as GameView['challenge'], state: start }, true)).toBe(false);
      expect(leaveAsks({ challenge: null, state: start }, true)).toBe(false);
    }
    for (const lang of ['en', 'fr', 'it', 'ru'] as const) {
      const t = translator(lang);
      for (const k of ['lessons.leaveAsk.title', 'lessons.leaveAsk.body', 'lessons.leaveAsk.leave', 'lessons.leaveAsk.stay', 'lessons.header.done', 'lessons.header.missed'] as MessageKey[]) {
        expect(t(k).length, `${lang} ${k}`).toBeGreaterThan(3);
        if (lang !== 'en') expect(t(k), `${lang} ${k} is translated`).not.toBe(translator('en')(k));
      }
    }
  });

  it('a race that is over says it goes home, its game in the library; one under way that it is saved', () => {
    expect(words(null, move)).toEqual(['Leave (the game is saved)', 'Leave']);
    expect(words(null, over)).toEqual(['Back to the home screen (the game is in the library)', 'Home']);
    expect(words(null, over, 'fr')[0]).toBe('Retour à l’accueil (la partie est dans la bibliothèque)');
    expect(words(null, over, 'it')[0]).toBe('Torna all’inizio (la partita è nella biblioteca)');
    expect(leaveTo(leaveKind({ challenge: null, pending: over }))).toBe('home');
  });

  it('no round lines in its log; tiles left only in the lessons about them', () => {
    const boat = lessons()[0]!.challenge.boat;
    const events: GameEvent[] = [
      { type: 'turnEnded', boat },
      { type: 'roundStarted', round: 19, order: [boat] },
      { type: 'turnStarted', boat, player: 0 },
    ];
    expect(lessonLogEvents(events).map((e) => e.type)).toEqual(['turnEnded', 'turnStarted']);
    expect(lessons().filter(lessonTellsTiles).map((l) => l.number)).toEqual([6, 7]);
  });

  it('count the spaces a move sails as the log does (play-test, lesson 9: "with its third space" while the log said "2 spaces")', () => {
    const t = translator('en');
    for (const l of lessons()) {
      let s = l.challenge.start;
      const events: GameEvent[] = [];
      for (const a of l.way.actions) {
        const r = apply(s, a);
        if (!r.ok) throw new Error(r.code);
        events.push(...r.events);
        s = r.state;
      }
      const players = s.config.seats.map((p, i) => ({ name: `P${i}`, boats: p.boats }));
      const told = logLines(t, lessonLogEvents(events), s, players, false).join(' ');
      const sailed = Number(/(\d+) spaces?\b/.exec(told)?.[1]);
      expect(sailed, `lesson ${l.number}'s log: ${told}`).toBeGreaterThan(0);
      const step = t(`lessons.step.${l.number}` as MessageKey);
      // every count of spaces in the step is the move's (spaces of movement are another count)
      for (const m of step.matchAll(/(\d+) spaces?\b(?! of movement)/g)) expect(Number(m[1]), `lesson ${l.number}: ${step}`).toBe(sailed);
      expect(step, `lesson ${l.number} counts spaces by ordinals`).not.toMatch(/\b(second|third|fourth|fifth) space\b/);
    }
  });
});

describe("lesson 3's log and its list agree on the river's way (play-test 16: 'ora punta verso monte' after a downstream pick)", () => {
  it('every end space the list calls downstream ends facing downstream in the log, in Italian; the one facing upstream was listed upstream', () => {
    // looked into: the log's heading words and the lesson's river agree for every way of lesson 3;
    // the ways the log tells as "verso monte" end upstream (15,-18, 15,-19, 14,-19), listed so
    const t = translator('it');
    const l = lessons()[2]!;
    const start = l.challenge.start;
    const me = start.boats.find((b) => b.id === l.challenge.boat)!;
    const players = start.config.seats.map((p, i) => ({ name: `P${i}`, boats: p.boats }));
    const said: string[] = [];
    for (const d of destinations(legalTurns(start), start, null)) {
      for (const turn of d.options) {
        let s = start;
        const events: GameEvent[] = [];
        for (const a of turn.actions) {
          const r = apply(s, a);
          if (!r.ok) throw new Error(r.code);
          events.push(...r.events);
          s = r.state;
        }
        const line = logLines(t, lessonLogEvents(events), s, players, false).join(' ');
        const where = distanceText(t, start, me, d);
        if (/a valle/.test(where)) expect(line, `${d.key}: ${where}`).toMatch(/ora punta verso valle/);
        if (/ora punta verso monte[,.]/.test(line)) said.push(`${d.key} ${where}`);
      }
    }
    expect(said.length).toBeGreaterThan(0);
    for (const s of said) expect(s).toMatch(/ spazio? a monte$/);
  });
});

describe("the lessons' steps", () => {
  it('lesson 3 tells the way its path draws: one turn, then straight on past the island (play-test 16: "sails round it" under a straight path)', () => {
    const l3 = lessons()[2]!;
    const acts = l3.way.actions.filter((a) => a.type !== 'confirm' && a.type !== 'speed').map((a) => a.type);
    const turns = acts.indexOf('advance');
    const straight = acts.slice(turns);
    expect(turns).toBe(1);
    expect(straight.every((a) => a === 'advance')).toBe(true);
    expect(translator('en')('lessons.step.3')).toContain(`turns once (free), away from the island, then sails ${straight.length} spaces straight on`);
    for (const lang of ['fr', 'it', 'ru'] as const) expect(translator(lang)('lessons.step.3')).toContain(String(straight.length));
  });

  it('are read at a glance beside the board: at most 240 characters in each language (play-test 17: lesson 9’s ran to 310-380 and filled the panel at 1024x700)', () => {
    for (const lang of ['en', 'fr', 'it', 'ru'] as const) {
      const t = translator(lang);
      for (const l of lessons()) {
        const step = t(`lessons.step.${l.number}` as MessageKey, { boat: 'x' });
        expect([...step].length, `${lang} lesson ${l.number}: ${step}`).toBeLessThanOrEqual(240);
      }
    }
  });
});
