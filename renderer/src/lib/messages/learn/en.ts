// English strings of issue 16's learn-to-play fixes: the end screen's boats (two boats each), why a
// challenge was missed, the island note, the two-captain setup note (spread into ../en.ts).
import { ordinalEn } from '../words15/ordinals.js';

export const learnEn = {
  // a player sailing two boats: each named by its colour, so "Ada | Ada" tells them apart
  'boat.ofPlayer': '{name}’s {colour} boat',
  'end.withdrawn': 'left the river: its side had finished',
  'chart.placeWithdrawn': ordinalEn('', ', left the river with its side'),
  // why a challenge was missed (issue 16: "Goal missed." said nothing more)
  'challenges.missed.win': 'Another side won the race.',
  'challenges.missed.finish': 'Your boat did not finish with this turn.',
  'challenges.missed.passenger': 'No passenger came aboard this turn.',
  'challenges.missed.reach': 'Your turn did not end on the space the scenario names.',
  'challenges.missed.block': 'The {boat} boat can still finish on its next turn.',
  // a click on an island answers (it did nothing)
  'play.islandClick': 'An island: no boat can enter it.',
  // a challenge points to the lesson it builds on (challenge 2 came before the lesson on finishing)
  'challenges.learnFirst': 'Learn first: lesson {n}, {name}.',
  'challenges.toLesson': 'Lesson {n}',
  // the setup's captains: two of them sail two boats each, said where they are chosen
  'new.twoCaptainsTwoBoats': 'Two captains: each sails two boats, as in the rulebook’s two-player game (both boats race for the captain, the first home wins).',
};
