// Stringhe italiane delle partite in rete (issue 17): i rifiuti della stanza e dell’invito
// (incluse in ../it.ts).
import type { netEn } from './en.js';

export const netIt: { [K in keyof typeof netEn]: string } = {
  'error.net/not-your-seat': 'Non è il tuo battello: aspetta il tuo turno.',
  'error.net/not-host': 'Solo chi ospita la partita può farlo.',
  'error.net/malformed': 'La partita non ha capito questo messaggio.',
  'error.net/too-large': 'Questo messaggio è troppo lungo per essere inviato.',
  'error.net/rate-limited': 'Troppi tentativi in poco tempo: aspetta un minuto e riprova.',
  'error.net/version-mismatch': 'L’altro computer ha un’altra versione del gioco: serve la stessa su entrambi.',
  'error.net/bad-code': 'Il codice di questo invito non apre quella partita. Controllalo con chi la ospita.',
  'error.net/wrong-phase': 'Non ora: la corsa è già iniziata (o non è ancora aperta). Possono rientrare solo i suoi giocatori, e un nuovo arrivato solo in un posto liberato da chi ospita.',
  'error.net/seat-taken': 'Questo posto è appena stato preso: scegline un altro.',
  'error.net/not-ready': 'Ogni posto deve avere un giocatore o un capitano del computer, e ogni giocatore deve essere al via.',
  'error.net/seat-count': 'Una corsa ha da 2 a 6 posti, una corsa a squadre esattamente 4 o 6, e non si può togliere il posto di un giocatore.',
  'error.net/not-gone': 'Quel giocatore può ancora tornare: aspetta che scada il suo tempo.',
  'error.net/invite-invalid': 'Questo non è un invito. Incolla tutta la riga ricevuta da chi ospita (comincia con mq://).',
  'error.net/room-gone': 'La partita di questo invito non è più aperta: chi ospita l’ha chiusa, o ne ha aperta una nuova nel frattempo. Chiedi a chi ospita il nuovo invito, che vede sul suo schermo sotto «Invito» (ogni partita che ospita ne ha uno nuovo).',
  'error.net/seat-expired': 'Il tempo per riprendere il tuo posto in questa corsa è scaduto: la stanza non lo tiene più per questa connessione. Entra di nuovo con l’invito; se il tuo posto è stato affidato ad altri, chi ospita può dartene un altro.',
  'error.net/port-busy': 'Questa porta è già occupata su questo computer (da un’altra partita o un altro programma): scegline un’altra, oppure 0 perché il computer ne scelga una libera.',
  'error.net/unreachable': 'Nessuna partita risponde a questo indirizzo: controllalo, e verifica che la partita sia ancora aperta (l’app di chi ospita, o il server, ancora accesi).',
  'error.net/no-session': 'Non sei in nessuna partita in rete.',
  'error.net/busy': 'Sei già in una partita in rete: prima esci da quella.',
  'error.net/no-position': 'Quel momento della corsa non è più disponibile su questo computer.',
  'error.net/already-started': 'La corsa è già iniziata: non è cambiato nulla.',
  'error.net/seat-freed': 'Chi ospita ha rimesso il tuo posto a disposizione del tavolo. Puoi rientrare con l’invito.',
};
