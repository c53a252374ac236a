// Stringhe italiane del consiglio del capitano (incluse in ../it.ts).
import { HEADING_IT as VERSO } from '../headings.js';
import type { Plural } from '../types.js';
import type { hintEn } from './en.js';

export const hintIt: { [K in keyof typeof hintEn]: string | Plural } = {
  'hint.ask': 'Che cosa farebbe il capitano?',
  'hint.askShort': 'Suggerimento',
  'hint.askTitle': 'Chiedi al capitano difficile quale turno giocherebbe qui (tasto H)',
  'hint.thinking': 'Il capitano ci sta pensando…',
  'hint.turn': 'Il capitano sceglierebbe la velocità {speed} e andrebbe qui: {where} ({cost}).',
  'hint.offHere': 'In questa partita i consigli del capitano sono disattivati.',
  'hint.play': 'Scegli questa mossa',
  'hint.dismiss': 'No, grazie',
  'hint.reason.finish': 'Taglia il traguardo in questo turno.',
  'hint.reason.passenger': 'Prende un passeggero in questo turno.',
  'hint.reason.block': 'Impedisce {boat_a} di arrivare al prossimo turno.',
  'hint.reason.push': 'Spinge {boat_the} fuori dalla sua rotta.',
  'hint.reason.saveCoal': {
    one: 'Risparmia carbone (ne resta {n}): bruciarne di più non lo farebbe arrivare prima.',
    other: 'Risparmia carbone (ne restano {n}): bruciarne di più non lo farebbe arrivare prima.',
  },
  'hint.reason.spendForPlace': {
    one: 'Spende {n} carbone per finire in una posizione migliore di un turno più economico; bruciarne di più non lo farebbe arrivare prima.',
    other: 'Spende {n} carboni per finire in una posizione migliore di un turno più economico; bruciarne di più non lo farebbe arrivare prima.',
  },
  'hint.more': 'Continua',
  'hint.otherMoves': 'Altre mosse',
  'hint.why': 'Perché questa mossa',
  'hint.reason.dock': {
    one: 'Punta al {dock, select, blue {pontile blu} red {pontile rosso} other {pontile}} {away}: un passeggero fra {n} turno.',
    other: 'Punta al {dock, select, blue {pontile blu} red {pontile rosso} other {pontile}} {away}: un passeggero fra {n} turni.',
  },
  'hint.reason.finishLine': {
    one: 'Punta all’Arrivo, a {n} turno di distanza.',
    other: 'Punta all’Arrivo, a circa {n} turni di distanza.',
  },
  'hint.reason.onlyTurn': 'È l’unico turno possibile.',
  'hint.reason.rose': 'Così la Rosa Nera resta nel vivo della corsa, dove intralcia gli altri battelli.',
  'hint.dockFast': 'Si ferma al {dock, select, blue {pontile blu} red {pontile rosso} other {pontile}} a velocità {speed}: troppo veloce per prendere un passeggero (solo a velocità 1).',
  'hint.dockUsed': 'Si ferma a un pontile dove questo battello ha già preso un passeggero: non sale nessuno.',
  'hint.dockEmpty': 'Si ferma a un pontile dove non restano passeggeri.',
  'hint.dockFull': 'Si ferma a un pontile, ma ha già due passeggeri a bordo.',
  'new.hints': 'Consenti i consigli del capitano',
  'new.hintsHelp': 'Nel proprio turno, ogni giocatore può chiedere al capitano difficile che cosa farebbe. Disattivali per le partite competitive; la biblioteca segnala le partite in cui è stato usato un consiglio. Una corsa in rete non ha consigli.',
  'library.hintUsed': 'consigli',
  'library.hintUsedTitle': 'In questa partita sono stati usati i consigli del capitano.',
  'error.hint/not-your-move': 'Il capitano dà consigli solo a chi è di turno.',
  'error.hint/off': 'I consigli del capitano sono disattivati per questa partita.',
  'error.hint/game-over': 'La corsa è finita: non c’è più niente da consigliare.',
  'error.hint/failed': 'Il capitano non è riuscito a rispondere. Riprova.',
  'hint.facing.target': `Finisce rivolto ${VERSO}: così raggiunge {dock, select, blue {il pontile blu} red {il pontile rosso} finish {l’Arrivo} other {il pontile}} prima al turno successivo.`,
  'hint.facing.coal': {
    one: `Finisce rivolto ${VERSO}: rivolto verso valle in quello spazio costerebbe {n} carbone in più.`,
    other: `Finisce rivolto ${VERSO}: rivolto verso valle in quello spazio costerebbe {n} carboni in più.`,
  },
  'hint.facing.only': `Finisce rivolto ${VERSO}: nessun modo di arrivare in quello spazio finisce più rivolto verso valle.`,
};
