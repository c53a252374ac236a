// Русские строки сетевой гонки во время игры (issue 17): быстрые сообщения, журнал стола, таймер
// хода, передача места (включаются в ../ru.ts).
export const netplayRu = {
  'quick.goodRace': 'Хорошая гонка!',
  'quick.oops': 'Упс',
  'quick.wellPlayed': 'Отлично сыграно',
  'quick.yourTurn': 'Твой ход!',
  'quick.thanks': 'Спасибо',
  'quick.oneMoment': 'Минутку',
  'netplay.quickOpen': 'Быстрые сообщения',
  'netplay.roomLog': 'За столом',
  'netplay.noteQuick': '{name}: {text}',
  'netplay.noteHandOver': 'Теперь за место игрока {name} играет компьютерный капитан (уровень: {level}).',
  'netplay.noteTimeUp': 'У игрока {name} вышло время: этот ход за него делает компьютерный капитан (уровень: {level}).',
  'netplay.noteTookSeat': 'Место игрока {name} занял другой игрок.',
  'netplay.timeLeft': 'Осталось {time}',
  'netplay.handOverLevel': 'Уровень капитана',
  'netplay.turnTimer': 'Время на ход',
  'netplay.turnTimerOff': 'Без ограничения',
  'netplay.turnLevel': 'Уровень капитана, который сделает ход за опоздавшего игрока',
  'netplay.turnTimerHint': 'Когда у игрока выходит время, этот ход за него делает компьютерный капитан; следующий ход игрок делает сам.',
  'error.net/time-up': 'Время на этот ход вышло: за вас его делает компьютерный капитан.',
  'error.net/no-seat': 'Отправлять сообщения могут только игроки, занявшие место за столом.',
};
