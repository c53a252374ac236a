// "Toward a heading" as an ICU select on {dir} (0 = north = downstream ... 5 = north-west), one per
// language, written into the messages that need it so each message holds its whole phrase with the
// right preposition and article ("pointe vers le nord-est", "смотрит на север").
// Headings on their own (labels, a heading picker) are the dir.name.* keys.
export const HEADING_EN =
  '{dir, select, 0 {north} 1 {north-east} 2 {south-east} 3 {south} 4 {south-west} other {north-west}}';
export const HEADING_FR =
  '{dir, select, 0 {vers le nord} 1 {vers le nord-est} 2 {vers le sud-est} 3 {vers le sud} 4 {vers le sud-ouest} other {vers le nord-ouest}}';
export const HEADING_IT =
  '{dir, select, 0 {verso nord} 1 {verso nord-est} 2 {verso sud-est} 3 {verso sud} 4 {verso sud-ovest} other {verso nord-ovest}}';
export const HEADING_RU =
  '{dir, select, 0 {на север} 1 {на северо-восток} 2 {на юго-восток} 3 {на юг} 4 {на юго-запад} other {на северо-запад}}';
