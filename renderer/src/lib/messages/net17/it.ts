// Italian strings added by the play-test of networked races (issue 17): this page's own app blinking, the
// guest's retries given up, the last invite offered again (spread into ../it.ts).
export const net17It = {
  'netui.appBlink': 'Riconnessione…',
  'netui.hostNotBack': 'Nessuna risposta da chi ospita: questa pagina ha smesso di riprovare. Il tuo posto resta tuo: riprova quando la sua partita è di nuovo avviata.',
  'netui.lastInvite': 'Già inserito: l’invito alla corsa di {host}, l’ultima a cui hai partecipato.',
};
