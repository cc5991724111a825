/**
 * Server-only: the 50 states' outlines as SVG path strings, from us-atlas's pre-projected (Albers USA,
 * 975 x 610) TopoJSON. Points closer than TOLERANCE px to the last kept one are dropped and coordinates are
 * rounded, so the whole map is a few tens of KB of path text. Computed once; the TopoJSON never reaches the
 * browser (only the finished strings go into loader data).
 */
import { geoPath, geoTransform } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import atlas from "us-atlas/states-albers-10m.json" with { type: "json" };
import { STATE_NAMES } from "#domain/rules/states.ts";

const TOLERANCE = 1.6;

export interface StateShape {
  name: string;
  d: string;
}

let cache: StateShape[] | undefined;

type Ring = [number, number][];

/** Collects each ring's points (path context), to be written as compact relative SVG commands. */
class RingCollector {
  rings: Ring[] = [];
  private ring: Ring = [];
  moveTo(x: number, y: number) {
    this.ring = [[Math.round(x), Math.round(y)]];
    this.rings.push(this.ring);
  }
  lineTo(x: number, y: number) {
    const p: [number, number] = [Math.round(x), Math.round(y)];
    const prev = this.ring[this.ring.length - 1];
    if (p[0] !== prev[0] || p[1] !== prev[1]) this.ring.push(p);
  }
  closePath() {}
  arc() {}
  beginPath() {}
}

function ringArea(r: Ring): number {
  let a = 0;
  for (let i = 0; i < r.length; i++) {
    const [x1, y1] = r[i];
    const [x2, y2] = r[(i + 1) % r.length];
    a += x1 * y2 - x2 * y1;
  }
  return Math.abs(a / 2);
}

/** "M x,y l dx,dy ... z" for each ring; rings smaller than ~2 px² (specks of islands) are left out. */
function toPath(rings: Ring[]): string {
  return rings
    .filter((r) => r.length >= 3 && ringArea(r) >= 2)
    .map((r) => {
      let out = `M${r[0][0]},${r[0][1]}`;
      for (let i = 1; i < r.length; i++) {
        const dx = r[i][0] - r[i - 1][0];
        const dy = r[i][1] - r[i - 1][1];
        out += `${i === 1 ? "l" : dx < 0 ? "" : " "}${dx}${dy < 0 ? "" : ","}${dy}`;
      }
      return `${out}z`;
    })
    .join("");
}

export function usStateShapes(): StateShape[] {
  if (cache) return cache;
  let last: [number, number] | null = null;
  const simplify = geoTransform({
    lineStart(this: { stream: { lineStart(): void } }) {
      last = null;
      this.stream.lineStart();
    },
    point(this: { stream: { point(x: number, y: number): void } }, x: number, y: number) {
      if (last && Math.hypot(x - last[0], y - last[1]) < TOLERANCE) return;
      last = [x, y];
      this.stream.point(x, y);
    },
  });
  const topology = atlas as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
  const states = feature(topology, topology.objects.states);
  const wanted = new Set(STATE_NAMES);
  cache = states.features
    .filter((f) => wanted.has(f.properties.name))
    .map((f) => {
      const ctx = new RingCollector();
      geoPath(simplify, ctx as unknown as CanvasRenderingContext2D)(f);
      return { name: f.properties.name, d: toPath(ctx.rings) };
    })
    .filter((s) => s.d)
    .sort((a, b) => a.name.localeCompare(b.name));
  return cache;
}
