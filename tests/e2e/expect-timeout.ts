// How long an expectation waits: longer on CI, whose loaded machine once showed a confirmed move more
// than 5 s late (the revision changing a moment later); a passing run waits no longer. Read by
// playwright.config.ts and by the helpers that wait in the page (play-helpers.ts waitInPage).
export const EXPECT_MS = process.env.CI ? 10_000 : 5_000;
