// English strings of the play screen's header (spread into ../en.ts).
export const headerEn = {
  // the Black Rose's chip: short, so that it stays whole beside whose turn it is (play-test: cut in
  // French and Russian at 1280 px); its title says the whole sentence (modes.roseController)
  'header.roseChip': 'Black Rose: {name}',
  // the camera menu over the board: short, beside the compass and "Reset view" at 1024 px (play-test:
  // the Russian one ran under the button); each option's title says it whole (settings.camera*)
  'header.cameraFollow': 'Follow the boat',
  'header.cameraOverview': 'Whole river',
  'header.cameraFree': 'Free camera',
};
