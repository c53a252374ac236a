// Two decided challenges for the library's rows, made through the API as the app makes them: the
// first shipped challenge solved with its shipped solution (two stars: "✓ Challenge solved ★★")
// and the same challenge missed (a turn that takes no passenger: "Challenge not solved"), both
// opened by "Result". The screens that check the library's words for cut text use them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Action, LegalTurn } from '../../engine/index.js';
import { ROOT } from './fixtures.js';

const ID = '01-first-pickup';
const TEXT = readFileSync(path.join(ROOT, 'engine/data/challenges', `${ID}.json`), 'utf8');
const SOLUTION = (JSON.parse(TEXT) as { solution: Action[] }).solution;

/** Plays the challenge twice, solved then missed; resolves to each game's verdict and stars ("met 2", "failed 0"). */
export function decideChallenges(page: Page): Promise<string[]> {
  return page.evaluate(
    async ({ text, id, solution }) => {
      type View = { id: string; rev: number; legalTurns: LegalTurn[]; challenge: { status: string; stars: number } | null };
      type Reply = { ok: boolean; code?: string; value?: View };
      const api = (window as unknown as { __mqTest: { api: Record<string, (q: unknown) => Promise<Reply>> } }).__mqTest.api;
      const ok = (r: Reply, what: string): View => {
        if (!r.ok || !r.value) throw new Error(`${what} refused: ${r.code}`);
        return r.value;
      };
      const out: string[] = [];
      for (const solve of [true, false]) {
        let v = ok(await api.newScenarioGame!({ scenario: text, challengeId: id, title: 'First pickup' }), 'newScenarioGame');
        // missed: a whole turn that ends with no passenger taken (the fewest on board of any turn)
        const fewest = Math.min(...v.legalTurns.map((t) => t.end.passengers));
        const actions = solve ? solution : v.legalTurns.find((t) => !t.crash && !t.revealsTile && !t.pushed?.length && !t.passenger && t.end.passengers === fewest)!.actions;
        for (const action of actions) v = ok(await api.act!({ gameId: v.id, expectSeq: v.rev, action }), 'act');
        out.push(`${v.challenge?.status} ${v.challenge?.stars}`);
      }
      return out;
    },
    { text: TEXT, id: ID, solution: SOLUTION },
  );
}
