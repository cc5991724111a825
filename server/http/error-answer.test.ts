import assert from "node:assert/strict";
import { test } from "node:test";
import { refusedWrite } from "./error-answer.ts";
import { StoreUnavailableError } from "../store/store-unavailable.ts";

test("a form's refused write is a 503 with the store's sentence, whether thrown as a Response or as the store's error", async () => {
  const down = new StoreUnavailableError("no commit within 2000 ms");
  assert.deepEqual(await refusedWrite(down), { status: 503, message: down.message });
  assert.deepEqual(await refusedWrite(new Response(down.message, { status: 503 })), { status: 503, message: down.message });
});

test("any other error is not the form's to answer: the action rethrows it (logged, a 500)", async () => {
  assert.equal(await refusedWrite(new Error("boom")), null);
  assert.equal(await refusedWrite(new Response("Not found", { status: 404 })), null);
  assert.equal(await refusedWrite(undefined), null);
});
