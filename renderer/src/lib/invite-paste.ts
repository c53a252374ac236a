// "Join a game"'s invite field keeps the last invite (offered again); a paste went after it, and the
// join said "not an invite" (play-test of issue 17). A paste holding an invite replaces the field's
// content with the invite alone (a chat line may wrap it in words).
const INVITE = /mqs?:\/\/[^\s/#]+\/[A-Za-z0-9_-]{1,40}#[0-9A-Za-z]{12}(?![0-9A-Za-z])/;

/** The invite in a pasted text, or null (the paste then goes in as typed text). */
export function pastedInvite(pasted: string): string | null {
  return INVITE.exec(pasted)?.[0] ?? null;
}
