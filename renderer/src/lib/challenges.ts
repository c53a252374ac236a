// The shipped challenges (engine/data/challenges, bundled as text) and the words for a goal and a
// par. The games service judges them; this only lists and describes them.
import { UNTITLED_CHALLENGE, type RequestOf } from '../../../electron/api/contract.js';
import type { ChallengeView } from './api-types.js';
import { seatName } from './made-up-names.js';
import type { MessageKey } from './messages/types.js';
import type { Translate } from './i18n.js';

const files = import.meta.glob<string>('../../../engine/data/challenges/*.json', { eager: true, query: '?raw', import: 'default' });

export interface ShippedChallenge {
  /** The file name without .json: the id the games service keeps stars under. */
  id: string;
  /** The scenario text, sent as it is to newScenarioGame. */
  text: string;
  goal: ChallengeView['goal'];
  par: ChallengeView['par'];
}

export const CHALLENGES: readonly ShippedChallenge[] = Object.keys(files)
  .sort()
  .map((path) => {
    const text = files[path]!;
    const sc = JSON.parse(text) as { goal?: ChallengeView['goal']; par?: ChallengeView['par'] };
    return { id: path.split('/').pop()!.replace(/\.json$/, ''), text, goal: sc.goal ?? { kind: 'win' }, par: sc.par ?? null };
  });

/** The request that starts a challenge: names and title in the player's language. */
export function challengeRequest(t: Translate, text: string, id: string | null): RequestOf<'newScenarioGame'> {
  return {
    scenario: text,
    ...(id ? { challengeId: id, title: challengeName(t, id, id) } : {}),
    // not "Captain 4" among the computer captains (play-test 16: the header said "Captain 4's turn"
    // for the player's own turn): the learner's name, as in the lessons
    playerName: t('lessons.playerName'),
    names: Array.from({ length: 7 }, (_, i) => seatName(t, i + 1)),
  };
}

/** Played and missed, never met: main keeps such a try at 0 stars (play-test 16: a lost challenge left no trace in the list). */
export const triedNotSolved = (stars: Record<string, number>, id: string): boolean => stars[id] === 0;

/** The challenge after `id` in the list, if any. */
export function nextChallenge(id: string | null): ShippedChallenge | null {
  const i = CHALLENGES.findIndex((c) => c.id === id);
  return i >= 0 ? (CHALLENGES[i + 1] ?? null) : null;
}

/** The banner's line: "Challenge: <name>", or the word alone for a scenario file that names nothing (main's made-up English title). */
export function challengeLine(t: Translate, id: string | null, title: string): string {
  const name = challengeName(t, id, title);
  return id === null && name === UNTITLED_CHALLENGE ? t('challenges.banner') : `${t('challenges.banner')}${t('punct.colon')} ${name}`;
}

export function challengeName(t: Translate, id: string | null, fallback: string): string {
  const key = `challenges.name.${id}` as MessageKey;
  const text = id ? t(key) : '';
  return text && text !== key ? text : fallback;
}

export function goalText(t: Translate, goal: ChallengeView['goal']): string {
  if (goal.kind === 'block') return t('challenges.goal.block', { boat: t(`colour.${goal.boat}` as MessageKey) });
  return t(`challenges.goal.${goal.kind}` as MessageKey);
}

/** The par in words; empty when there is none. */
export function parText(t: Translate, par: ChallengeView['par']): string {
  if (!par) return '';
  const parts: string[] = [];
  if (par.coalLeft !== undefined) parts.push(t('challenges.par.coalLeft', { n: par.coalLeft }));
  if (par.rounds !== undefined) parts.push(t('challenges.par.rounds', { n: par.rounds }));
  return parts.join(' · ');
}

/**
 * Why the verdict is short of two stars: the goal missed ("The orange boat can still finish on its
 * next turn.") or the par it did not meet; empty at par. Play-test (issue 16): "Goal missed." alone
 * left a newcomer guessing which goal, and what went wrong.
 */
export function verdictReason(t: Translate, challenge: Pick<ChallengeView, 'status' | 'stars' | 'goal' | 'par'>): string {
  if (challenge.status === 'failed') {
    const goal = challenge.goal;
    if (goal.kind === 'block') return t('challenges.missed.block', { boat: t(`colour.${goal.boat}` as MessageKey) });
    return t(`challenges.missed.${goal.kind}` as MessageKey);
  }
  return challenge.status === 'met' && challenge.stars < 2 ? parText(t, challenge.par) : '';
}
