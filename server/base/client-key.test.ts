/** The client an address stands for (server/base/security.ts clientKey): IPv4 as is, IPv6 by its /64, one text form. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { clientKey } from "./security.ts";

test("spellings of one IPv4 address are one client", () => {
  for (const a of ["192.0.2.77", "::ffff:192.0.2.77", "::FFFF:192.0.2.77", "0:0:0:0:0:ffff:c000:024d", "[::ffff:c000:24d]", " 192.0.2.77 "])
    assert.equal(clientKey(a), "192.0.2.77", a);
});

test("every address of an IPv6 /64 is one client, however written; the next /64 is another", () => {
  for (const a of [
    "2001:db8:1:2::1",
    "2001:DB8:1:2::FFFF",
    "2001:0db8:0001:0002:0000:0000:0000:0001",
    "2001:db8:1:2:ab:cd:ef:10",
    "fe80::1%eth0".replace("fe80::", "2001:db8:1:2::"),
  ])
    assert.equal(clientKey(a), "2001:db8:1:2::/64", a);
  assert.equal(clientKey("2001:db8:1:3::1"), "2001:db8:1:3::/64");
  assert.equal(clientKey("2001:db8::1:2:3:4:5"), "2001:db8:0:1::/64");
});

test("what is no address is kept as text", () => {
  assert.equal(clientKey("unknown"), "unknown");
});
