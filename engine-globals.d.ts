// The only globals src/engine may use besides ECMAScript's: those a browser page, a Web Worker and Node 20 all
// have. `tsconfig.engine.json` type-checks src/engine with this file and the ES2023 library alone (no DOM, no
// Node types), so any other global (`document`, `localStorage`, `process`, `Buffer`, `setTimeout`) is an error.
// Each is declared with only the members the engine calls.

declare const performance: { now(): number };

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: ArrayBuffer | ArrayBufferView): string;
}

declare function structuredClone<T>(value: T): T;
declare function atob(data: string): string;
declare function btoa(data: string): string;

// V8's (Chrome and Node); other engines ignore the setting.
interface ErrorConstructor {
  stackTraceLimit: number;
}
