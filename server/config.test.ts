import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { loadConfig, withListeningPort } from "./config.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

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
