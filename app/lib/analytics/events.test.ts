import { describe, expect, it } from "vitest";
import { WHATSAPP_GROUP_INVITE, bookingUrl } from "~/config/site";
import { DEFAULT_SETTINGS } from "~/lib/site-data/settings";
import { siteFacts } from "~/lib/site-data/use-site";
import { channelOf } from "./events";

describe("channelOf: the booking channel a link's address stands for", () => {
  it("knows the site's own booking links", () => {
    expect(channelOf(bookingUrl("ticket20", "home"))).toBe("provider");
    expect(channelOf(bookingUrl("private", "qr"))).toBe("provider");
    const site = siteFacts(DEFAULT_SETTINGS);
    expect(channelOf(site.phoneHref)).toBe("phone");
    expect(channelOf(site.whatsappUrl("Dzień dobry"))).toBe("whatsapp");
    expect(channelOf(WHATSAPP_GROUP_INVITE)).toBe("whatsapp");
    expect(channelOf(site.mailtoUrl("Rejs", "Treść"))).toBe("email");
  });

  it("any other link is no channel", () => {
    expect(channelOf("https://example.com/fareharbor.com/")).toBeNull();
    expect(channelOf("/rejsy-wisla-warszawa")).toBeNull();
    expect(channelOf("https://www.instagram.com/ribwarsaw")).toBeNull();
    expect(channelOf("http://fareharbor.com/x")).toBeNull();
  });
});
