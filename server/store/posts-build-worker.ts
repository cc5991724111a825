/**
 * The worker thread that fills a new posts index (server/store/posts-build.ts): the journal's review and comment
 * lines arrive in batches as bytes, are parsed and checked here as the journal's reader would, and inserted into the
 * file being built, while the main thread goes on folding the price reports. Each batch is acknowledged (the main
 * thread's back-pressure); at the end, the journal's mark and hides arrive, the file is indexed and renamed, and the
 * count of lines that were not records is sent back.
 */
import { parentPort, workerData } from "node:worker_threads";
import { applyRecord, emptyCommunity } from "#domain/indexes/journal-records.ts";
import { readLine } from "./journal-file.ts";
import { SqlitePosts } from "./posts-sqlite.ts";
import type { BuildMessage } from "./posts-build.ts";

const port = parentPort!;
const posts = new SqlitePosts((workerData as { file: string }).file, { building: true });
const state = emptyCommunity(posts);
let invalid = 0;

port.on("message", (m: BuildMessage) => {
  if (m.kind === "lines") {
    const bytes = Buffer.from(m.bytes);
    posts.begin();
    for (let start = 0; start < bytes.length;) {
      let nl = bytes.indexOf(10, start);
      if (nl === -1) nl = bytes.length;
      const read = readLine(bytes.subarray(start, nl));
      if ("record" in read && (read.record.type === "review" || read.record.type === "comment")) applyRecord(state, read.record);
      else invalid++;
      start = nl + 1;
    }
    posts.commit();
    port.postMessage({ kind: "ack" });
    return;
  }
  posts.commit(m.upTo ?? undefined);
  posts.finishBuild(new Set(m.hidden));
  posts.close();
  port.postMessage({ kind: "done", invalid });
  port.close();
});
