/**
 * A deterministic sample string for an ECMAScript regular expression, as JSON Schema `pattern`s
 * use them: the first alternative of every choice, the fewest repetitions (stretched evenly to
 * reach `minLength`), and from a character class the first of a, 0, A, x, … it contains. Enough for
 * the patterns manifests hold (ids, codes, dates, e-mail addresses); the caller still tests the
 * sample against the pattern and falls back when it does not match (backreferences, lookarounds).
 */
type Node =
  | { kind: "seq"; items: Node[] }
  | { kind: "alt"; branches: Node[] }
  | { kind: "char"; test: (c: string) => boolean; first: string }
  | { kind: "repeat"; node: Node; min: number; max: number };

const PREFERRED = [..."a0Ax1bBz9-_. "];
const ESCAPES: Record<string, (c: string) => boolean> = {
  d: (c) => c >= "0" && c <= "9",
  D: (c) => !(c >= "0" && c <= "9"),
  w: (c) => /\w/.test(c),
  W: (c) => !/\w/.test(c),
  s: (c) => /\s/.test(c),
  S: (c) => !/\s/.test(c),
};

export function sampleRegex(pattern: string, minLength = 0): string | undefined {
  let tree: Node;
  try {
    tree = new Parser(pattern).parse();
  } catch {
    return undefined;
  }
  for (let stretch = 0; stretch <= 256; stretch = stretch === 0 ? 1 : stretch * 2) {
    const s = generate(tree, stretch);
    if ([...s].length >= minLength) return s;
  }
  return undefined;
}

function generate(node: Node, stretch: number): string {
  switch (node.kind) {
    case "seq":
      return node.items.map((n) => generate(n, stretch)).join("");
    case "alt":
      return generate(node.branches[0], stretch);
    case "char":
      return node.first;
    case "repeat": {
      const count = Math.min(node.max, node.min + (node.max > node.min ? stretch : 0));
      return Array.from({ length: count }, () => generate(node.node, stretch)).join("");
    }
  }
}

class Parser {
  private i = 0;
  constructor(private readonly src: string) {}

  parse(): Node {
    const node = this.alternation();
    if (this.i < this.src.length) throw new Error(`unexpected ${this.src[this.i]}`);
    return node;
  }

  private alternation(): Node {
    const branches = [this.sequence()];
    while (this.src[this.i] === "|") {
      this.i++;
      branches.push(this.sequence());
    }
    return branches.length === 1 ? branches[0] : { kind: "alt", branches };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.i < this.src.length && this.src[this.i] !== "|" && this.src[this.i] !== ")") {
      const atom = this.atom();
      if (atom) items.push(this.quantified(atom));
    }
    return { kind: "seq", items };
  }

  private atom(): Node | undefined {
    const c = this.src[this.i++];
    if (c === "^" || c === "$") return undefined;
    if (c === "(") return this.group();
    if (c === "[") return this.charClass();
    if (c === ".") return char((x) => x !== "\n" && x !== "\r");
    if (c === "\\") return this.escape();
    return literal(c);
  }

  private group(): Node | undefined {
    let lookaround = false;
    if (this.src[this.i] === "?") {
      const kind = this.src.slice(this.i, this.i + 3);
      lookaround = /^\?(=|!|<=|<!)/.test(kind);
      if (this.src.startsWith("?<", this.i) && !lookaround) this.i = this.src.indexOf(">", this.i) + 1; // named group
      else this.i += kind.startsWith("?<") ? 3 : 2;
    }
    const inner = this.alternation();
    if (this.src[this.i++] !== ")") throw new Error("unclosed group");
    return lookaround ? undefined : inner;
  }

  private escape(): Node {
    const c = this.src[this.i++];
    if (ESCAPES[c]) return char(ESCAPES[c]);
    return literal(this.escapedChar(c));
  }

  private escapedChar(c: string): string {
    const hex = (n: number) => {
      const code = this.src.slice(this.i, this.i + n);
      this.i += n;
      return String.fromCodePoint(parseInt(code, 16));
    };
    if (c === "u") return hex(4);
    if (c === "x") return hex(2);
    return ({ t: "\t", n: "\n", r: "\r", f: "\f", v: "\v", "0": "\0" } as Record<string, string>)[c] ?? c;
  }

  private charClass(): Node {
    const negated = this.src[this.i] === "^";
    if (negated) this.i++;
    const tests: ((c: string) => boolean)[] = [];
    let first = true;
    while (first || this.src[this.i] !== "]") {
      first = false;
      if (this.i >= this.src.length) throw new Error("unclosed class");
      let lo = this.src[this.i++];
      if (lo === "\\") {
        const e = this.src[this.i++];
        if (ESCAPES[e]) {
          tests.push(ESCAPES[e]);
          continue;
        }
        lo = this.escapedChar(e);
      }
      if (this.src[this.i] === "-" && this.src[this.i + 1] !== "]" && this.i + 1 < this.src.length) {
        this.i++;
        let hi = this.src[this.i++];
        if (hi === "\\") hi = this.escapedChar(this.src[this.i++]);
        tests.push((x) => x >= lo && x <= hi);
      } else tests.push((x) => x === lo);
    }
    this.i++;
    const inSet = (x: string) => tests.some((t) => t(x));
    return char(negated ? (x) => !inSet(x) && x !== "\n" && x !== "\r" : inSet);
  }

  private quantified(atom: Node): Node {
    const c = this.src[this.i];
    let min = 1;
    let max = 1;
    if (c === "*" || c === "+" || c === "?") {
      this.i++;
      [min, max] = c === "*" ? [0, Infinity] : c === "+" ? [1, Infinity] : [0, 1];
    } else if (c === "{" && /^\{\d+(,\d*)?\}/.test(this.src.slice(this.i))) {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i))!;
      this.i += m[0].length;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
    } else return atom;
    if (this.src[this.i] === "?") this.i++; // lazy: same strings
    return { kind: "repeat", node: atom, min, max };
  }
}

function literal(c: string): Node {
  return { kind: "char", test: (x) => x === c, first: c };
}

function char(test: (c: string) => boolean): Node {
  const first = PREFERRED.find(test) ?? [...Array(0x250).keys()].map((n) => String.fromCharCode(n + 0x20)).find(test);
  if (first === undefined) throw new Error("empty class");
  return { kind: "char", test, first };
}
