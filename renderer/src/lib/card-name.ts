// The name a boat card shows (issue 15, play-test: a two-boat race's folded list read "Captain 1,
// Captain 1, Captain 2, Captain 2", its boats told apart by the badge's colour only). Under its
// captain's heading a card says its colour ("White boat"); without that heading (the list folded,
// or the mover's card among folded rows) a captain's boat is named as the end screen names it.
import type { BoatId } from '../../../engine/index.js';
import type { MessageKey, Translate } from './i18n.js';
import { boatWho, upperFirst as upper } from './words.js';

export interface CardName {
  /** The card's name line. */
  name: string;
  /** The colour line under it ("white boat"), or null where the name already says the colour. */
  colour: string | null;
}

/**
 * `byColour`: the card sits under its captain's name; `several`: its captain sails more than one
 * boat (words.ts sailsSeveral); `row`: folded to a one-line row, where a captain's boat is named the
 * short way, "Captain 1 (white)" (play-test: "Bateau blanc du Capitaine 1" took two lines a row at
 * 1024x700, in every row); its whole card (unfolded) says it in full.
 */
export function cardName(t: Translate, name: string, boat: BoatId, byColour: boolean, several: boolean, row = false): CardName {
  const colour = t('play.boatOf', { colour: t(`colour.${boat}` as MessageKey) });
  if (byColour) return { name: upper(colour), colour: null };
  if (several && row) return { name: t('boat.label', { name, colour: t(`colour.${boat}` as MessageKey) }), colour: null };
  if (several) return { name: upper(boatWho(t, name, boat, true)), colour: null };
  return { name, colour };
}
