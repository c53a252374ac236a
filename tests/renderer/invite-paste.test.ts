// The invite field: a pasted invite replaces what the field held (play-test of issue 17: the last
// invite stayed and the paste went after it: "not an invite").
import { describe, expect, it } from 'vitest';
import { parseInvite } from '../../electron/net/net-client.js';
import { pastedInvite } from '../../renderer/src/lib/invite-paste.js';

describe('a pasted invite', () => {
  it('is taken alone, from a bare invite or a chat line around it, and is one the join reads', () => {
    const invite = 'mq://192.168.1.20:2567/AbC_d-9#0123456789AB';
    for (const pasted of [invite, `  ${invite}\n`, `Join me: ${invite} (see you)`, `mqs://race.example.org/r1#ABCDEFGHJKMN`]) {
      const got = pastedInvite(pasted);
      expect(got, pasted).not.toBeNull();
      expect(parseInvite(got!), pasted).not.toBeNull();
    }
    expect(pastedInvite(`Join me: ${invite}.`)).toBe(invite);
  });

  it('leaves anything else to the field as typed text', () => {
    for (const pasted of ['hello', 'mq://host:1/room', 'http://192.168.1.20:2567/room#0123456789AB', 'mq://h/r#0123456789ABC']) {
      expect(pastedInvite(pasted), pasted).toBeNull();
    }
  });
});
