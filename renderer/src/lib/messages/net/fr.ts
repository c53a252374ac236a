// Chaînes françaises des parties en réseau (issue 17) : les refus de la salle et de l’invitation
// (incluses dans ../fr.ts).
import type { netEn } from './en.js';

export const netFr: { [K in keyof typeof netEn]: string } = {
  'error.net/not-your-seat': 'Ce n’est pas votre bateau : attendez votre tour.',
  'error.net/not-host': 'Seul le joueur qui héberge la partie peut faire cela.',
  'error.net/malformed': 'La partie n’a pas compris ce message.',
  'error.net/too-large': 'Ce message est trop long pour être envoyé.',
  'error.net/rate-limited': 'Trop de tentatives en peu de temps : attendez une minute et réessayez.',
  'error.net/version-mismatch': 'L’autre ordinateur a une autre version du jeu : il faut la même des deux côtés.',
  'error.net/bad-code': 'Le code de cette invitation n’ouvre pas cette partie. Vérifiez-le auprès de l’hôte.',
  'error.net/wrong-phase': 'Pas maintenant : la course a commencé (ou n’est pas encore ouverte). Seuls ses joueurs peuvent y revenir, et un nouveau venu seulement à une place libérée par l’hôte.',
  'error.net/seat-taken': 'Cette place vient d’être prise : choisissez-en une autre.',
  'error.net/not-ready': 'Chaque place doit avoir un joueur ou un capitaine de l’ordinateur, et chaque joueur doit avoir donné son feu vert.',
  'error.net/seat-count': 'Une course compte de 2 à 6 places, une course par équipes exactement 4 ou 6, et on ne peut pas retirer la place d’un joueur.',
  'error.net/not-gone': 'Ce joueur peut encore revenir : attendez que son délai soit écoulé.',
  'error.net/invite-invalid': 'Ce n’est pas une invitation. Collez toute la ligne donnée par l’hôte (elle commence par mq://).',
  'error.net/room-gone': 'La partie de cette invitation n’est plus ouverte : l’hôte l’a fermée, ou en a ouvert une nouvelle depuis. Demandez à l’hôte la nouvelle invitation, affichée sur son écran sous « Invitation » (chaque partie qu’il organise a la sienne).',
  'error.net/seat-expired': 'Le délai pour reprendre votre place dans cette course est passé : la salle ne la garde plus pour cette connexion. Rejoignez la partie avec l’invitation ; si votre place a été confiée à un autre, l’hôte peut vous en donner une nouvelle.',
  'error.net/port-busy': 'Ce port est déjà pris sur cet ordinateur (par une autre partie ou un autre programme) : choisissez-en un autre, ou 0 pour que l’ordinateur en prenne un libre.',
  'error.net/unreachable': 'Aucune partie ne répond à cette adresse : vérifiez-la, et que la partie est toujours ouverte (l’application de l’hôte, ou le serveur, toujours en marche).',
  'error.net/no-session': 'Vous n’êtes dans aucune partie en réseau.',
  'error.net/busy': 'Vous êtes déjà dans une partie en réseau : quittez-la d’abord.',
  'error.net/no-position': 'Ce moment de la course n’est plus disponible sur cet ordinateur.',
  'error.net/already-started': 'La course a déjà commencé : rien n’a changé.',
  'error.net/seat-freed': 'L’hôte a rendu votre place à la table. Vous pouvez revenir avec l’invitation.',
};
