// Stringhe italiane dei problemi del test in rete corretti in net28 (issue 17, pt27): chi ospita
// offline (la sua app gira, la pagina è chiusa) e di nuovo qui (incluse in ../it.ts).
export const net28It = {
  'net28.offline': '{name_start} è offline: la corsa aspetterà al suo turno.',
  'net28.offlineTimer': '{name_start} è offline: allo scadere del tempo un capitano del computer gioca il suo turno.',
  'net28.cardOffline': 'Offline: il suo turno aspetterà',
  'net28.noteBack': '{name_start} è di nuovo qui.',
  'net28.noteBackMine': 'Sei di nuovo qui.',
  'net28.watchHostOffline': 'Chi ospita è offline: la corsa aspetta.',
};
