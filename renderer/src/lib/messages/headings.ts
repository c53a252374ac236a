// "Toward a heading" as an ICU select on {dir}, one per language, written into the messages that
// need it so each message holds its whole phrase with the right preposition ("pointe vers l’aval",
// "смотрит к устью": toward the river's mouth, short enough for the side panel's lists). {dir} is
// the heading *relative to the river where the boat is* (lib/words.ts riverDir): 0 = downstream,
// 3 = upstream, clockwise between. Compass words meant nothing on this river (play-test: a grounded
// boat "ends facing north" while the river ran down the screen). The banks are named as rivers
// name them, looking downstream: right bank on the right. Headings on their own (the heading
// picker's dial) are still the dir.name.* keys.
export const HEADING_EN =
  '{dir, select, 0 {downstream} 1 {downstream, toward the right bank} 2 {upstream, toward the right bank} 3 {upstream} 4 {upstream, toward the left bank} other {downstream, toward the left bank}}';
export const HEADING_FR =
  '{dir, select, 0 {vers l’aval} 1 {vers l’aval et la rive droite} 2 {vers l’amont et la rive droite} 3 {vers l’amont} 4 {vers l’amont et la rive gauche} other {vers l’aval et la rive gauche}}';
export const HEADING_IT =
  '{dir, select, 0 {verso valle} 1 {verso valle e la riva destra} 2 {verso monte e la riva destra} 3 {verso monte} 4 {verso monte e la riva sinistra} other {verso valle e la riva sinistra}}';
export const HEADING_RU =
  '{dir, select, 0 {к устью} 1 {к устью и правому берегу} 2 {к истоку и правому берегу} 3 {к истоку} 4 {к истоку и левому берегу} other {к устью и левому берегу}}';
