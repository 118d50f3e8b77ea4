/**
 * What the compare view reads off a comparison at a timeline position (pure): the positions
 * where the two sides differ (marked on the timeline) and where a divergence starts (stepped
 * through with "next difference"),
 * the differences at one position, the squares that differ, and what each side made of the
 * step in words.
 */
import type { Comparison, Difference, SideAtStep, StepComparison } from '../../engine/compare/lockstep';
import type { DieView, Game, PieceView } from '../../engine/game';
import type { CompareRun } from './compare-run';

/** The timeline positions where the sides differ, in order (0 when the start positions differ). */
export function divergentPositions(c: Comparison): number[] {
  const out = c.start.length > 0 ? [0] : [];
  for (const s of c.steps) if (s.differences.length > 0) out.push(s.index);
  return out;
}

/** Differences in what the step did (one side refused it, it removed other pieces), not in the position it left. */
const EVENT_KINDS: ReadonlySet<Difference['kind']> = new Set(['acceptance', 'removals']);

/** The differences of the positions (pieces, dice, side to move, result), as one comparable text. */
const positionDifferences = (list: readonly Difference[]): string =>
  list
    .filter((d) => !EVENT_KINDS.has(d.kind))
    .map((d) => d.text)
    .join('\n');

/**
 * The positions where a divergence starts or changes: the step itself differs (one side refuses
 * it, it removes other pieces), or the positions differ in another way than one step before. A
 * difference the position merely carries on (the same piece still differs two moves later) is
 * not a new one, nor is anything after a side stopped: those steps are marked, but "next
 * difference" skips them.
 */
export function divergenceStarts(c: Comparison): number[] {
  const out = c.start.length > 0 ? [0] : [];
  let before = positionDifferences(c.start);
  for (const s of c.steps) {
    const now = positionDifferences(s.differences);
    const halted = s.a.status === 'halted' || s.b.status === 'halted';
    const stepDiffers = s.differences.some((d) => EVENT_KINDS.has(d.kind));
    if (!halted && (stepDiffers || (now !== '' && now !== before))) out.push(s.index);
    before = now;
  }
  return out;
}

/** The first marked position after `position`, or null when none is left. */
export function nextDivergence(marks: readonly number[], position: number): number | null {
  return marks.find((p) => p > position) ?? null;
}

/** The last marked position before `position`, or null. */
export function previousDivergence(marks: readonly number[], position: number): number | null {
  for (let i = marks.length - 1; i >= 0; i--) if (marks[i] < position) return marks[i];
  return null;
}

/** The step that leads to `position` (null at the start or past the end). */
export function stepAt(c: Comparison, position: number): StepComparison | null {
  return position > 0 ? (c.steps[position - 1] ?? null) : null;
}

/** What differs at `position`: the start positions' differences at 0, else the step's. */
export function differencesAt(c: Comparison, position: number): readonly Difference[] {
  return position <= 0 ? c.start : (stepAt(c, position)?.differences ?? []);
}

/** The positions each board shows at `position`: a side halted earlier stays where it stopped. */
export function sidePositions(c: Comparison, position: number): { a: number; b: number } {
  const step = stepAt(c, position);
  return step ? { a: step.a.position, b: step.b.position } : { a: position, b: position };
}

/** A piece or die in words, every attribute but the square ("south 3", "die 5"). */
function contents(p: PieceView | DieView): string {
  return Object.entries(p)
    .filter(([k]) => k !== 'at')
    .map(([k, v]) => (k === 'value' ? `die ${String(v)}` : String(v)))
    .join(' ');
}

/** Everything standing on each square of a state: its pieces and dice, in words. */
function squaresOf(game: Game<unknown>, state: unknown): Map<string, string> {
  const view = game.view(state);
  const out = new Map<string, string>();
  for (const p of [...view.pieces, ...(view.dice ?? [])]) {
    const here = out.get(p.at);
    out.set(p.at, here ? `${here}, ${contents(p)}` : contents(p));
  }
  return out;
}

/** The squares whose contents differ between the two boards at `position` (sorted by name). */
export function differingSquares(run: CompareRun, position: number): string[] {
  const at = sidePositions(run.comparison, position);
  const a = squaresOf(run.a.game, run.a.stateAt(at.a)),
    b = squaresOf(run.b.game, run.b.stateAt(at.b));
  const out = new Set<string>();
  for (const [sq, what] of a) if (b.get(sq) !== what) out.add(sq);
  for (const sq of b.keys()) if (!a.has(sq)) out.add(sq);
  return [...out].sort();
}

/**
 * What one side made of the step leading to `position`, in a sentence for above its board, or
 * null when it simply played it. `name` is "A" or "B".
 */
export function sideNote(name: string, side: SideAtStep, index: number, halt: number | null): string | null {
  if (side.status === 'halted') {
    return halt !== null
      ? `${name} stopped at action ${halt}: its board stays there while the other side goes on.`
      : `${name} has no action ${index}.`;
  }
  if (side.status === 'accepted') {
    return halt === index
      ? `${name} accepts action ${index}, which the scenario marks illegal: its board stops after it while the other side goes on.`
      : null;
  }
  const what = side.status === 'refused' ? 'refuses' : 'cannot read';
  return `${name} ${what} action ${index}: ${side.reason ?? 'no reason given'}. Its board stays before it; the other side goes on.`;
}
