// "Join a game" with no game announced on this network (play-test of issue 17): it said "Looking for
// games…" for ever; after a few seconds it says none was found, and that it keeps listening.
import { expect, test } from './fixtures.js';

test('Join a game says when no game was found on this network, and that it keeps listening', async ({ app, pageErrors }) => {
  test.setTimeout(60_000);
  await app.getByTestId('net-join-open').click();
  await expect(app.getByTestId('net-finder')).toBeVisible();
  const searching = app.getByTestId('net-searching');
  // (first "Looking for games…": under load the page may show it only after its few seconds are up)
  await expect(searching).toContainText(/Looking for games|No game found/, { timeout: 15_000 });
  await expect(searching).toContainText('No game found on this network yet. Still listening', { timeout: 15_000 });
  expect(pageErrors).toEqual([]);
});
