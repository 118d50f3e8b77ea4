/**
 * Evaluation of the open files, for the board: after a pause in typing (`revalidate`) or at once
 * (`now`); on the page's thread, or first in the check worker when the texts came from outside
 * (`Precheck`), so a hostile or huge text never freezes the page. It decides where and when; the
 * workbench shows what comes back.
 */
import { debounce, type Debounced } from './debounce';
import { evaluate, type Evaluation, type SourceText } from './evaluate';
import type { Flash } from './flash';
import type { OpenFiles } from './open-files';
import { Precheck, precheckInput, type CheckFn } from './precheck';

/** What an evaluation leads to. */
export interface EvaluatorEvents {
  /** An evaluation of the open texts, to show. */
  shown(evaluation: Evaluation): void;
  /** A message from the time-budget check: a long replay's progress, or why the texts stay unevaluated. */
  message(flash: Flash): void;
}

export class Evaluator {
  readonly revalidate: Debounced<[]>;
  /** Whether the first evaluation has run, or been refused (until then the board says it is loading). */
  started = false;
  /** Null without a check worker (the unit tests): every evaluation then runs on the page at once. */
  private readonly precheck: Precheck | null;

  constructor(
    private readonly files: OpenFiles,
    opts: { check: CheckFn | undefined; debounceMs: number },
    private readonly events: EvaluatorEvents,
  ) {
    this.revalidate = debounce(() => this.now(), opts.debounceMs);
    // Stored texts may be anything a stranger's file held; only unedited shipped files are known to be quick.
    const fromOutside = [files.ruleset, files.scenario].some((f) => f && (f.origin !== 'shipped' || files.edited(f)));
    this.precheck = opts.check ? new Precheck(opts.check, fromOutside) : null;
  }

  /** The texts came in from outside (a file from disk, a paste): the next evaluation is checked in the worker first. */
  distrust(): void {
    this.precheck?.distrust();
  }

  /** Evaluates the open texts now (a pending re-validation is then moot). */
  now(): void {
    this.revalidate.cancel();
    if (!this.precheck?.due) return this.shown(this.onPage());
    this.precheck.run(precheckInput(this.files), {
      progress: (flash) => this.events.message(flash),
      evaluated: (evaluation) => this.shown(evaluation),
      passed: () => this.now(),
      tooSlow: (flash) => {
        this.started = true;
        this.events.message(flash);
      },
    });
  }

  /** An evaluation on the page's thread: of the open texts, or of the open ruleset with another scenario text (a move being recorded). */
  onPage(scenario: SourceText | null = this.files.scenario): Evaluation {
    return evaluate({ ruleset: this.files.ruleset, scenario, otherRuleset: (id) => this.files.rulesetById(id) });
  }

  private shown(evaluation: Evaluation): void {
    this.started = true;
    this.events.shown(evaluation);
  }
}
