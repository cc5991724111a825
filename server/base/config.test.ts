import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { loadConfig, withListeningPort } from "./config.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

test("without SITE_URL the canonical origin names the port really listened on; with it, SITE_URL stays", () => {
  const local = loadConfig({ PORT: "0" });
  assert.equal(local.siteUrlGiven, false);
  const bound = withListeningPort(local, 41234);
  assert.equal(bound.siteUrl, "http://localhost:41234");
  assert.equal(local.siteUrl, "http://localhost:0", "the settings read at start are not changed");
  const given = loadConfig({ PORT: "0", SITE_URL: "https://menu.example/" });
  assert.equal(withListeningPort(given, 41234).siteUrl, "https://menu.example");
});

test("BUILD_DIR is read with the other settings, relative to the project folder", () => {
  assert.equal(loadConfig({}).buildDir, path.join(ROOT, "build"));
  assert.equal(loadConfig({ BUILD_DIR: "build-e2e" }).buildDir, path.join(ROOT, "build-e2e"));
  assert.equal(loadConfig({ BUILD_DIR: "/tmp/b" }).buildDir, "/tmp/b");
});

test("MAIL_FROM defaults to alerts@ SITE_URL's host; a bad MAIL_FROM or SMTP_URL stops the start with a message saying what to write", () => {
  assert.equal(loadConfig({ SITE_URL: "https://menu.example/" }).mailFrom, "Menu Prices <alerts@menu.example>");
  assert.equal(loadConfig({ PORT: "8080" }).mailFrom, "Menu Prices <alerts@localhost>");
  assert.equal(loadConfig({ MAIL_FROM: "Prices <p@mail.example>" }).mailFrom, "Prices <p@mail.example>");
  assert.equal(loadConfig({}).smtpUrl, undefined, "no SMTP_URL: no email");
  assert.throws(() => loadConfig({ MAIL_FROM: "not an address" }), /MAIL_FROM must be an address such as alerts@example\.com/);
  assert.throws(() => loadConfig({ MAIL_FROM: "A <a@b.example>\r\nBcc: x@y.example" }), /MAIL_FROM must be an address/);
  assert.throws(
    () => loadConfig({ SMTP_URL: "http://mail.example" }),
    /SMTP_URL must be an SMTP URL such as smtp:\/\/user:password@mail\.example\.com:587/,
  );
});

test("ALERT_SWEEP_SECONDS: the address sweep every 10 minutes by default, as often as every second, never less often than every 10 minutes", () => {
  assert.equal(loadConfig({}).alertSweepMs, 600_000);
  assert.equal(loadConfig({ ALERT_SWEEP_SECONDS: "1" }).alertSweepMs, 1000);
  assert.throws(() => loadConfig({ ALERT_SWEEP_SECONDS: "3600" }), /Invalid setting: ALERT_SWEEP_SECONDS must be at most 600/);
  assert.throws(() => loadConfig({ ALERT_SWEEP_SECONDS: "0" }), /ALERT_SWEEP_SECONDS must be at least 1/);
  assert.throws(() => loadConfig({ ALERT_SWEEP_SECONDS: "10m" }), /ALERT_SWEEP_SECONDS must be a whole number/);
});
