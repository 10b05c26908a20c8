import { describe, expect, it } from "vitest";
import { clientAddress, ipv6Network } from "../../app/http/client-address.server";

const from = (address?: string) =>
  clientAddress(
    new Request("https://miel.example/", {
      headers: address === undefined ? {} : { "CF-Connecting-IP": address },
    }),
  );

describe("clientAddress", () => {
  it("keys an IPv4 address as it is, and a missing one as 'local'", () => {
    expect(from("203.0.113.7")).toBe("203.0.113.7");
    expect(from()).toBe("local");
    expect(from("  ")).toBe("local");
  });

  it("keys every IPv6 address of one /64 alike, and another /64 apart", () => {
    const keys = ["2001:db8:1:1::1", "2001:0db8:0001:0001:ffff:0:0:2", "2001:DB8:1:1:a:b:c:d"].map(
      from,
    );
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:1::/64"]));
    expect(from("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(from("::1")).toBe("0:0:0:0::/64");
    expect(from("fe80::")).toBe("fe80:0:0:0::/64");
  });

  it("keys an IPv4-mapped address as its IPv4 address, and keeps text that is no address", () => {
    expect(ipv6Network("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(from("::ffff:192.0.2.1")).toBe("192.0.2.1");
    for (const odd of ["1::2::3", "1:2:3", "1:2:3:4:5:6:7:8:9", "2001:db8::zz", "::1::"]) {
      expect(ipv6Network(odd), odd).toBeNull();
      expect(from(odd)).toBe(odd);
    }
  });
});
