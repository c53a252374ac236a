// French strings added by the play-test of networked races (issue 17): this page's own app blinking, the
// guest's retries given up, the last invite offered again (spread into ../fr.ts).
export const net17Fr = {
  'netui.appBlink': 'Reconnexion…',
  'netui.hostNotBack': 'L’hôte n’est pas revenu : cette page a cessé d’essayer. Votre place est gardée : réessayez quand sa partie sera relancée.',
  'netui.lastInvite': 'Déjà rempli : l’invitation de la dernière course que vous avez rejointe, organisée par {host}.',
};
