// Russian strings added by the play-test of networked races (issue 17): this page's own app blinking, the
// guest's retries given up, the last invite offered again (spread into ../ru.ts).
export const net17Ru = {
  'netui.appBlink': 'Переподключение…',
  'netui.hostNotBack': 'Организатора всё ещё нет, и страница перестала пробовать снова. Ваше место сохранено: попробуйте ещё раз, когда игра организатора снова будет запущена.',
  'netui.lastInvite': 'Уже вставлено: приглашение в гонку, куда вы заходили в последний раз (организатор: {host}).',
};
