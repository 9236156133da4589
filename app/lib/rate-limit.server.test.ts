import { describe, expect, it } from "vitest";
import { ipNetworkKey } from "./rate-limit.server";

describe("ipNetworkKey", () => {
  it("keeps an IPv4 address, also when written IPv4-mapped", () => {
    expect(ipNetworkKey("203.0.113.7")).toBe("203.0.113.7");
    expect(ipNetworkKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys an IPv6 address by its /64, however it is written", () => {
    const key = "2001:db8:1:2::/64";
    expect(ipNetworkKey("2001:db8:1:2::1")).toBe(key);
    expect(ipNetworkKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe(key);
    expect(ipNetworkKey("2001:DB8:1:2:abcd::9")).toBe(key);
    expect(ipNetworkKey("2001:db8:1:3::1")).not.toBe(key);
    expect(ipNetworkKey("::1")).toBe("0:0:0:0::/64");
    expect(ipNetworkKey("2001:db8::")).toBe("2001:db8:0:0::/64");
  });
});
