/** The maintainers' contract: bad data is named by file, entry and field; the site keeps serving the last good data. */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { describe, test } from "node:test";
import { eventually, makeDataCopy, spawnServer } from "../testing/spawn-server.ts";

type Item = { id: number; name: string; avgPriceUsd: unknown };

async function editItems(dataDir: string, edit: (items: Item[]) => void) {
  const file = path.join(dataDir, "menu-items.json");
  const items = JSON.parse(await fs.readFile(file, "utf8")) as Item[];
  edit(items);
  await fs.writeFile(file, JSON.stringify(items, null, 2));
}

describe("data files", () => {
  test("a broken file at start stops the server, naming the file, the entry and the field", async () => {
    const dataDir = await makeDataCopy();
    await editItems(dataDir, (items) => {
      items[3].avgPriceUsd = "4.x9";
    });
    const server = await spawnServer({ dataDir, expectExit: true });
    const code = await server.exited;
    assert.equal(code, 1);
    const out = server.stderr();
    assert.match(out, /data\/menu-items\.json: entry 3 \(id 4, "[^"]+"\): field "avgPriceUsd": must be a number/);
  });

  test("a misspelt field name is reported as unknown", async () => {
    const dataDir = await makeDataCopy();
    await editItems(dataDir, (items) => {
      (items[0] as Record<string, unknown>).calroies = 5;
    });
    const server = await spawnServer({ dataDir, expectExit: true });
    assert.equal(await server.exited, 1);
    assert.match(server.stderr(), /entry 0 \(id 1, "Big Mac"\): field "calroies": is not a known field/);
  });

  test("a broken edit while running is logged and the last good data stays; the fix goes live without a restart", async () => {
    const server = await spawnServer();
    try {
      const price = async () => {
        const items = (await (await fetch(server.url + "/api/menu-items")).json()) as Item[];
        return items.find((i) => i.name === "Big Mac")?.avgPriceUsd;
      };
      const before = await price();
      const page = await fetch(server.url + "/");
      assert.equal(page.status, 200);

      await editItems(server.dataDir, (items) => {
        items.find((i) => i.name === "Big Mac")!.avgPriceUsd = "cheap";
      });
      const logged = await eventually(() =>
        server.logs.find((l) => l.level === "error" && String(l.problem ?? "").includes('field "avgPriceUsd"')),
      );
      assert.match(String(logged?.problem), /data\/menu-items\.json: entry \d+ \(id \d+, "Big Mac"\)/);
      assert.equal(await price(), before, "still serving the last good data");
      assert.equal((await fetch(server.url + "/")).status, 200);

      await editItems(server.dataDir, (items) => {
        items.find((i) => i.name === "Big Mac")!.avgPriceUsd = 6.05;
      });
      // Served without a restart (the watcher debounces 100 ms; timing itself is measured by npm run bench, not here).
      await eventually(async () => (await price()) === 6.05, 5000, 25);
    } finally {
      await server.stop();
    }
  });

  test("a new raw file of an outside source reaches the pages after one command, npm run import-data, without a restart", async () => {
    const dataDir = await makeDataCopy();
    const root = path.join(import.meta.dirname, "../..");
    await fs.cp(path.join(root, "data", "sources"), path.join(dataDir, "sources"), { recursive: true });
    const server = await spawnServer({ dataDir });
    try {
      const usRow = async () => {
        const html = await (await fetch(server.url + "/international-prices?q=united%20states")).text();
        return html.match(/>United States<\/a><\/th><td[^>]*>(\$[\d.]+)</)?.[1];
      };
      const before = await usRow();
      assert.match(before ?? "", /^\$\d+\.\d\d$/);
      // The latest edition's US price becomes $9.87 in the raw file, as a new edition's file would bring.
      const raw = path.join(dataDir, "sources", "big-mac-index", "big-mac-full-index.csv");
      const lines = (await fs.readFile(raw, "utf8")).split("\n");
      const latest = lines
        .slice(1)
        .filter(Boolean)
        .map((l) => l.split(",")[0])
        .sort()
        .at(-1);
      const i = lines.findIndex((l) => l.startsWith(`${latest},USA,`));
      const cells = lines[i].split(",");
      cells[4] = cells[6] = "9.87";
      lines[i] = cells.join(",");
      await fs.writeFile(raw, lines.join("\n"));
      assert.equal(await usRow(), before, "a raw file alone changes nothing");

      await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/import-data.ts", dataDir], { cwd: root });
      assert.equal(await eventually(async () => ((await usRow()) === "$9.87" ? "$9.87" : undefined)), "$9.87");
      const history = await (await fetch(server.url + "/big-mac-prices")).text();
      assert.match(history, /data-value="9\.87"/, "the US price history's last point too");
    } finally {
      await server.stop();
    }
  });
});
