// Русский: исправления «учимся играть» из issue 16 (см. en.ts).
import type { learnEn } from './en.js';

export const learnRu: Record<keyof typeof learnEn, string> = {
  'boat.ofPlayer': '{colour} пароход ({name})',
  'end.withdrawn': 'покинул реку: его сторона уже финишировала',
  'chart.placeWithdrawn': '{n}-е место, покинул реку со своей стороной',
  'challenges.missed.win': 'Гонку выиграла другая сторона.',
  'challenges.missed.finish': 'Ваш пароход не финишировал в этот ход.',
  'challenges.missed.passenger': 'В этот ход на борт не поднялся ни один пассажир.',
  'challenges.missed.reach': 'Ваш ход закончился не на клетке, указанной в сценарии.',
  'challenges.missed.block': 'Следующим ходом {boat} пароход ещё может финишировать.',
  'play.islandClick': 'Остров: ни один пароход не может туда зайти.',
  'challenges.learnFirst': 'Сначала пройдите урок {n} «{name}».',
  'challenges.toLesson': 'Урок {n}',
  'new.twoCaptainsTwoBoats': 'Два капитана: у каждого по два парохода, как в игре вдвоём по правилам (оба плывут за своего капитана, побеждает первый финишировавший).',
};
