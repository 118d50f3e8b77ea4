/**
 * Working memory of the flood fills (exit fort, encirclement). Each state
 * owns one (`workOf` in state.ts), so fills on different states never share
 * memory. A square is "marked" when `mark[sq] === stamp`, so starting a new
 * fill is one increment instead of clearing the board.
 */
export class Scratch {
  readonly mark: Int32Array;
  readonly stack: Int16Array;
  readonly safe: Uint8Array;
  stamp = 0;

  constructor(n: number) {
    this.mark = new Int32Array(n);
    this.stack = new Int16Array(n);
    this.safe = new Uint8Array(n);
  }

  next(): number {
    if (this.stamp === 0x3fffffff) {
      this.mark.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }
}
