import assert from "node:assert/strict";
import { test } from "node:test";
import { MAP_COLOURS, colourBands, colourFor, colourIndex, textOn } from "./map-scale.ts";

test("the cheapest state gets the lightest colour and the dearest the darkest", () => {
  assert.equal(colourFor(4.6, 4.6, 6.91), MAP_COLOURS[0]);
  assert.equal(colourFor(6.91, 4.6, 6.91), MAP_COLOURS[4]);
});

test("prices fall in equal-width bands", () => {
  // 4.00 to 9.00: bands of 1.00
  assert.equal(colourIndex(4.99, 4, 9), 0);
  assert.equal(colourIndex(5.0, 4, 9), 1);
  assert.equal(colourIndex(6.5, 4, 9), 2);
  assert.equal(colourIndex(8.99, 4, 9), 4);
});

test("out-of-range prices are clamped and a flat range uses the middle band", () => {
  assert.equal(colourIndex(1, 4, 9), 0);
  assert.equal(colourIndex(20, 4, 9), 4);
  assert.equal(colourIndex(5, 5, 5), 2);
});

test("the legend's bands cover min to max without gaps", () => {
  const bands = colourBands(4.6, 6.91);
  assert.equal(bands.length, 5);
  assert.equal(bands[0].from, 4.6);
  assert.equal(bands[4].to, 6.91);
  for (let i = 1; i < bands.length; i++) assert.equal(bands[i].from, bands[i - 1].to);
});

test("text over the lightest band is black, over the darkest white", () => {
  assert.equal(textOn(MAP_COLOURS[0]), "#000000");
  assert.equal(textOn(MAP_COLOURS[4]), "#ffffff");
});
