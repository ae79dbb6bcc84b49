import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import {
  canonicalUrl,
  domainForPath,
  domainRedirectTarget,
  isSiteHostname,
  siteHref,
} from "~/lib/domains";

const { main, aiTrainer } = site.domains;
const trainerPath = `/${site.brandSlug}-ai-trainer`;

describe("domainRedirectTarget", () => {
  it("sends AI trainer paths on the main domain to the AI trainer domain, same path", () => {
    expect(domainRedirectTarget(new URL(`https://${main}${trainerPath}`))).toBe(
      `https://${aiTrainer}${trainerPath}`,
    );
    expect(
      domainRedirectTarget(new URL(`https://${main}${trainerPath}-support?plan=team#pricing`)),
    ).toBe(`https://${aiTrainer}${trainerPath}-support?plan=team#pricing`);
  });

  it("keeps a www prefix", () => {
    expect(domainRedirectTarget(new URL(`https://www.${main}${trainerPath}`))).toBe(
      `https://www.${aiTrainer}${trainerPath}`,
    );
    expect(domainRedirectTarget(new URL(`https://www.${aiTrainer}/contact`))).toBe(
      `https://www.${main}/contact`,
    );
  });

  it("sends every other path on the AI trainer domain back to the main domain", () => {
    expect(domainRedirectTarget(new URL(`https://${aiTrainer}/`))).toBe(`https://${main}/`);
    expect(domainRedirectTarget(new URL(`https://${aiTrainer}/software-reps?x=1`))).toBe(
      `https://${main}/software-reps?x=1`,
    );
  });

  it("leaves URLs already on the right domain alone", () => {
    expect(domainRedirectTarget(new URL(`https://${main}/`))).toBeNull();
    expect(domainRedirectTarget(new URL(`https://${main}/contact`))).toBeNull();
    expect(domainRedirectTarget(new URL(`https://${aiTrainer}${trainerPath}`))).toBeNull();
    expect(domainRedirectTarget(new URL(`https://www.${aiTrainer}${trainerPath}`))).toBeNull();
  });

  it("always sends the visitor to the canonical https:// URL, without a port", () => {
    expect(domainRedirectTarget(new URL(`http://${main}${trainerPath}?ref=x`))).toBe(
      `https://${aiTrainer}${trainerPath}?ref=x`,
    );
    expect(domainRedirectTarget(new URL(`http://www.${aiTrainer}:8080/contact`))).toBe(
      `https://www.${main}/contact`,
    );
    expect(domainRedirectTarget(new URL(`https://${main}:8443${trainerPath}`))).toBe(
      `https://${aiTrainer}${trainerPath}`,
    );
  });

  it("never redirects on localhost or unknown hosts", () => {
    expect(domainRedirectTarget(new URL(`http://localhost:3000${trainerPath}`))).toBeNull();
    expect(domainRedirectTarget(new URL(`http://127.0.0.1:3000${trainerPath}`))).toBeNull();
    expect(domainRedirectTarget(new URL(`http://preview.example.net${trainerPath}`))).toBeNull();
  });

  it("accepts another configuration", () => {
    const config = {
      domains: { main: "a.test", aiTrainer: "b.test" },
      aiTrainerPathMarker: "bot",
    };
    expect(domainRedirectTarget(new URL("https://a.test/bot-page"), config)).toBe(
      "https://b.test/bot-page",
    );
    expect(domainRedirectTarget(new URL("https://b.test/other"), config)).toBe(
      "https://a.test/other",
    );
  });
});

describe("canonical URLs", () => {
  it("puts AI trainer paths on the AI trainer domain and the rest on the main domain", () => {
    expect(domainForPath(trainerPath)).toBe(aiTrainer);
    expect(domainForPath("/contact")).toBe(main);
    expect(canonicalUrl("/contact")).toBe(`https://${main}/contact`);
    expect(canonicalUrl(trainerPath)).toBe(`https://${aiTrainer}${trainerPath}`);
  });
});

describe("siteHref", () => {
  it("keeps links between pages of one domain relative", () => {
    expect(siteHref("/contact", "/software-reps")).toBe("/contact");
    expect(siteHref(`${trainerPath}-support#pricing`, trainerPath)).toBe(
      `${trainerPath}-support#pricing`,
    );
  });

  it("links a page of the other domain by its canonical URL, query and #hash kept", () => {
    expect(siteHref(`${trainerPath}-support#pricing`, "/pricing")).toBe(
      `https://${aiTrainer}${trainerPath}-support#pricing`,
    );
    expect(siteHref("/contact?topic=demo", trainerPath)).toBe(`https://${main}/contact?topic=demo`);
    expect(siteHref("/", trainerPath)).toBe(`https://${main}/`);
  });

  it("leaves anchors, absolute URLs and other schemes alone", () => {
    expect(siteHref("#pricing", trainerPath)).toBe("#pricing");
    expect(siteHref("https://example.com/x", trainerPath)).toBe("https://example.com/x");
    expect(siteHref("//example.com/x", trainerPath)).toBe("//example.com/x");
    expect(siteHref("mailto:hello@example.com", trainerPath)).toBe("mailto:hello@example.com");
  });
});

describe("isSiteHostname", () => {
  it("knows both domains, with or without www", () => {
    expect(isSiteHostname(main)).toBe(true);
    expect(isSiteHostname(`www.${aiTrainer}`)).toBe(true);
    expect(isSiteHostname("localhost")).toBe(false);
    expect(isSiteHostname(`${main}.example.net`)).toBe(false);
  });
});
