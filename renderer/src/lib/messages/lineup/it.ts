// Stringhe italiane della formazione ripresa dall’ultima partita (issue 14), unite in ../it.ts.
import type { Plural } from '../types.js';
import type { lineupEn } from './en.js';

export const lineupIt: { [K in keyof typeof lineupEn]: string | Plural } = {
  'new.lineUpLast': 'Gli stessi capitani dell’ultima volta.',
  'new.lineUpReset': 'Torna ai capitani predefiniti',
  'new.unfinished': 'La partita in corso «{title}» (giro {round}) resta nella Biblioteca, nella schermata iniziale: potrai riprenderla più tardi.',
};
