/**
 * Which rule keys occur in a text, found in one pass. The rules list
 * substrings that must be present for them to be worth running; testing
 * each with `includes` costs more than the rules themselves on a long
 * message, so all keys go into one Aho–Corasick automaton (a dense table
 * over the normalised alphabet: a–z, 0–9, space, anything else).
 */
const ALPHABET = 38;
const symbolOf = (c: number): number =>
  c >= 97 && c <= 122 ? c - 97 : c >= 48 && c <= 57 ? c - 22 : c === 32 ? 36 : 37;

export class KeywordIndex {
  readonly keys: readonly string[];
  private readonly goto: Int32Array;
  /** Keys ending at each state, fail links already followed. */
  private readonly outputs: number[][];

  constructor(keys: Iterable<string>) {
    this.keys = [...new Set(keys)].filter((k) => k.length > 0);
    const rows: number[][] = [new Array<number>(ALPHABET).fill(-1)];
    const outputs: number[][] = [[]];
    this.keys.forEach((key, id) => {
      let state = 0;
      for (let i = 0; i < key.length; i++) {
        const s = symbolOf(key.charCodeAt(i));
        const row = rows[state] as number[];
        if (row[s] === -1) {
          row[s] = rows.length;
          rows.push(new Array<number>(ALPHABET).fill(-1));
          outputs.push([]);
        }
        state = row[s] as number;
      }
      outputs[state]?.push(id);
    });
    // Breadth-first: fail links, then complete the table into a DFA.
    const fail = new Array<number>(rows.length).fill(0);
    const queue: number[] = [];
    const root = rows[0] as number[];
    for (let s = 0; s < ALPHABET; s++) {
      if (root[s] === -1) root[s] = 0;
      else queue.push(root[s] as number);
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head] as number;
      const row = rows[state] as number[];
      outputs[state]?.push(...(outputs[fail[state] as number] ?? []));
      for (let s = 0; s < ALPHABET; s++) {
        const child = row[s] as number;
        const fallback = (rows[fail[state] as number] as number[])[s] as number;
        if (child === -1) row[s] = fallback;
        else {
          fail[child] = fallback;
          queue.push(child);
        }
      }
    }
    this.goto = Int32Array.from(rows.flat());
    this.outputs = outputs;
  }

  /** For each key (by index in `keys`), the sentences it occurs in, in order; undefined if none. */
  findIn(sentences: readonly string[]): (number[] | undefined)[] {
    const found: (number[] | undefined)[] = new Array(this.keys.length);
    sentences.forEach((text, sentence) => {
      let state = 0;
      for (let i = 0; i < text.length; i++) {
        state = this.goto[state * ALPHABET + symbolOf(text.charCodeAt(i))] ?? 0;
        const out = this.outputs[state];
        if (out === undefined || out.length === 0) continue;
        for (let j = 0; j < out.length; j++) {
          const id = out[j] ?? 0;
          const list = (found[id] ??= []);
          if (list[list.length - 1] !== sentence) list.push(sentence);
        }
      }
    });
    return found;
  }
}
