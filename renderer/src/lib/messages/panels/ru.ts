// Русские строки боковой панели и передачи хода (включены в ../ru.ts).
import type { panelsEn } from './en.js';

export const panelsRu: { [K in keyof typeof panelsEn]: string } = {
  'panels.passTo': 'Передайте ход: {name}',
  'panels.passHelp': 'Нажмите кнопку, Enter или пробел, когда будете готовы.',
  'panels.passStart': 'Начать мой ход',
  'panels.leftRiver': 'Покинул реку: его сторона финишировала',
  'panels.sidePlace': '{n}-е место',
  'panels.leave': 'Выйти',
  'panels.leaveSaved': 'игра сохранена',
  'panels.leaveInLibrary': 'партия в библиотеке',
  'panels.logMore': 'Показать всё',
  'panels.logLess': 'Свернуть',
  'panels.awayThen': '{first} и {second}',
  'panels.crashEntry': 'Авария: {away}, {cost}, пропуск следующего хода',
  'panels.stepBack': '↶ Отменить шаг',
  'panels.legendPushTo': 'куда можно столкнуть пароход (нажмите, чтобы выбрать)',
  'panels.legendArrows': 'другие курсы в конце хода и их расход угля (нажмите)',
  'panels.warnStuckAtFinish': 'Вы останавливаетесь у финишной пристани, не финишировав и без угля: отсюда, с этим курсом, пароход не сможет финишировать следующим ходом.',
  'panels.warnCrashNext': 'После этого хода угля не останется, и оттуда, где вы остановитесь, любой ход в следующий раз закончится аварией (если пароходы останутся на местах).',
  'panels.skipShort': 'Пропустить',
  'panels.confirmShort': 'Подтвердить',
  'panels.undoTurnShort': 'Заново',
  'panels.pushedDockFast': '{boat}: толчок {dock, select, blue {к синей пристани} red {к красной пристани} other {к пристани}} на скорости {speed}, пассажира не взять (после толчка пароход берёт пассажира только на скорости 1)',
  'panels.pushedDockUsed': '{boat}: толчок к пристани, где этот пароход уже брал пассажира: без пассажира',
  'panels.pushedDockEmpty': '{boat}: толчок к пристани, где пассажиров не осталось',
  'panels.pushedDockFull': '{boat}: толчок к пристани, но на борту уже двое: без пассажира',
};
