/**
 * Fit tests on a raster of the buildable area: cells of `cell` feet (0.5 ft; coarser on very large
 * lots so a grid stays under MAX_CELLS). A cell is free only when it lies wholly inside the area
 * (even–odd rule over every ring, so holes left by structures count as taken), so a fit is never
 * claimed for a footprint the area cannot hold; TOLERANCE absorbs the rounding of the lon/lat data
 * (9 decimals, about 0.0004 ft). Rectangles are aligned with the front lot line; a plan may be
 * placed either way round.
 */
export interface Grid {
  cell: number;
  cols: number;
  rows: number;
  free: Uint8Array;
}

const MAX_CELLS = 2_000_000;
const TOLERANCE = 0.01;

type Ring = [number, number][];

/** x where the rings cross the horizontal line at `y`, sorted (pairs bound the inside). */
function crossings(rings: Ring[], y: number): number[] {
  const xs: number[] = [];
  for (const ring of rings) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const [[x1, y1], [x2, y2]] = [ring[i], ring[i + 1]];
      if (y1 <= y !== y2 <= y) xs.push(x1 + ((y - y1) / (y2 - y1)) * (x2 - x1));
    }
  }
  return xs.sort((a, b) => a - b);
}

export function rasterize(rings: Ring[], cell = 0.5): Grid | null {
  const pts = rings.flat();
  if (!pts.length) return null;
  const [minX, maxX] = [Math.min(...pts.map((p) => p[0])), Math.max(...pts.map((p) => p[0]))];
  const [minY, maxY] = [Math.min(...pts.map((p) => p[1])), Math.max(...pts.map((p) => p[1]))];
  while (((maxX - minX) / cell) * ((maxY - minY) / cell) > MAX_CELLS) cell *= 2;
  const cols = Math.max(1, Math.ceil((maxX - minX - TOLERANCE) / cell));
  const rows = Math.max(1, Math.ceil((maxY - minY - TOLERANCE) / cell));
  const free = new Uint8Array(cols * rows);
  const count = new Uint16Array(cols);
  for (let r = 0; r < rows; r++) {
    const [y0, y1] = [minY + r * cell, minY + (r + 1) * cell];
    // Between these heights no vertex changes which edges bound the area and edges are straight,
    // so a cell inside at all of them is inside over the whole row.
    const ys = [y0 + TOLERANCE, y1 - TOLERANCE, ...pts.filter(([, y]) => y > y0 + TOLERANCE && y < y1 - TOLERANCE).map(([, y]) => y)];
    count.fill(0);
    for (const y of ys) {
      const xs = crossings(rings, y);
      for (let i = 0; i + 1 < xs.length; i += 2) {
        const from = Math.max(0, Math.ceil((xs[i] - minX - TOLERANCE) / cell));
        const to = Math.min(cols, Math.floor((xs[i + 1] - minX + TOLERANCE) / cell));
        for (let c = from; c < to; c++) count[c]++;
      }
    }
    for (let c = 0; c < cols; c++) if (count[c] === ys.length) free[r * cols + c] = 1;
  }
  return { cell, cols, rows, free };
}

/** For each row, how many free cells run upward from it (the histogram of the classic method). */
function* histograms(g: Grid): Generator<Int32Array> {
  const h = new Int32Array(g.cols);
  for (let r = 0; r < g.rows; r++) {
    for (let c = 0; c < g.cols; c++) h[c] = g.free[r * g.cols + c] ? h[c] + 1 : 0;
    yield h;
  }
}

/** The largest free rectangle: width (along the front lot line) and depth in feet. */
export function largestRectangle(g: Grid): { width: number; depth: number } | null {
  let best = { area: 0, w: 0, h: 0 };
  for (const h of histograms(g)) {
    const stack: number[] = [];
    for (let c = 0; c <= g.cols; c++) {
      const height = c < g.cols ? h[c] : 0;
      while (stack.length && h[stack[stack.length - 1]] >= height) {
        const top = h[stack.pop()!];
        const w = stack.length ? c - stack[stack.length - 1] - 1 : c;
        if (top * w > best.area) best = { area: top * w, w, h: top };
      }
      stack.push(c);
    }
  }
  return best.area ? { width: best.w * g.cell, depth: best.h * g.cell } : null;
}

/** True when a `width` × `depth` ft rectangle fits in the free cells, either way round. */
export function fits(g: Grid, width: number, depth: number): boolean {
  const need = (ft: number) => Math.ceil(ft / g.cell - 1e-9);
  return fitsCells(g, need(width), need(depth)) || fitsCells(g, need(depth), need(width));
}

function fitsCells(g: Grid, w: number, h: number): boolean {
  if (w > g.cols || h > g.rows) return false;
  for (const hist of histograms(g)) {
    let run = 0;
    for (let c = 0; c < g.cols; c++) {
      run = hist[c] >= h ? run + 1 : 0;
      if (run >= w) return true;
    }
  }
  return false;
}
