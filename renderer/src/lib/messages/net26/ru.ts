// Russian strings of the network play-test's findings mended in net26 (issue 17), spread into ../ru.ts.
export const net26Ru = {
  'net26.twoBoatsRule': 'Два парохода у каждого капитана (всегда, когда капитанов двое)',
  'net26.twoBoatsOff': 'Теперь капитанов: {n}. Каждый ведёт один пароход (по два парохода было потому, что капитанов было двое).',
  'net26.twoBoatsOffMany': 'Теперь капитанов: {n}. Каждый ведёт один пароход (по два парохода можно только вдвоём или втроём).',
  'net26.twoBoatsOn': 'Теперь капитанов двое: каждый ведёт два парохода (вдвоём всегда так).',
  'net26.hostServerTitle': 'Организовать игру на игровом сервере',
};
