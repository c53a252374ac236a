// English strings of step mode: why no Advance is on offer, said in its place (lib/step-why.ts;
// spread into ../en.ts). Short: they sit in a half-width button's room, two lines at most.
export const stepsEn = {
  'step.why.noPoints': 'No spaces left to sail.',
  'step.why.land': 'Land right ahead.',
  'step.why.unlaid': 'No sailing past the newest tile.',
  'step.why.sandbank': 'No coal to leave the sandbank.',
  'step.why.driftwood': 'Too slow for the driftwood ahead.',
  'step.why.pushSlow': 'Too slow to push the boat ahead.',
  'step.why.pushSandbank': 'The boat ahead is on a sandbank: no push.',
  'step.why.pushNowhere': 'The boat ahead has nowhere to go.',
  'step.why.deadEnd': 'From there the move could not end.',
  'step.why.roseCoal': 'The Black Rose would need more coal.',
};
