// Chaînes françaises d’une course en réseau en cours (issue 17) : messages rapides, journal de la
// table, minuteur de tour, place confiée (incluses dans ../fr.ts).
export const netplayFr = {
  'quick.goodRace': 'Belle course !',
  'quick.oops': 'Oups',
  'quick.wellPlayed': 'Bien joué',
  'quick.yourTurn': 'À toi !',
  'quick.thanks': 'Merci',
  'quick.oneMoment': 'Un instant',
  'netplay.quickOpen': 'Messages rapides',
  'netplay.roomLog': 'Autour de la table',
  'netplay.noteQuick': '{name} : {text}',
  'netplay.noteHandOver': 'La place de {name} est désormais tenue par un capitaine de l’ordinateur (niveau : {level}).',
  'netplay.noteTimeUp': 'Le temps de {name} est écoulé : un capitaine de l’ordinateur (niveau : {level}) joue ce tour à sa place.',
  'netplay.noteTookSeat': 'Un joueur a repris la place de {name}.',
  'netplay.timeLeft': 'Encore {time}',
  'netplay.handOverLevel': 'Niveau du capitaine',
  'netplay.turnTimer': 'Temps par tour',
  'netplay.turnTimerOff': 'Sans limite',
  'netplay.turnLevel': 'Niveau du capitaine qui joue à la place d’un joueur en retard',
  'netplay.turnTimerHint': 'Quand le temps d’un joueur est écoulé, un capitaine de l’ordinateur joue ce tour à sa place ; le tour suivant, le joueur reprend la main.',
  'error.net/time-up': 'Le temps de ce tour est écoulé : un capitaine de l’ordinateur le joue à votre place.',
  'error.net/no-seat': 'Seuls les joueurs assis à la table peuvent envoyer des messages.',
};
