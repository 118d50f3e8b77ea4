/**
 * When texts go to the check worker before the page evaluates them, and what the designer sees
 * meanwhile. Texts from outside (stored, from disk, pasted) may take any time to load, so they are
 * checked within the time budget first (`checkInWorker`, time-budget.ts); typing in a text that
 * passed is evaluated on the page. Only the verdict on the latest texts counts.
 */
import { fileHead } from '../../engine/file-kind';
import { rulesetIdFromFile } from '../../engine/loader/ruleset';
import { fileNameOf } from './download';
import type { Evaluation } from './evaluate';
import type { Flash } from './flash';
import type { OpenFiles } from './open-files';
import { CHECK_BUDGET_MS, PAGE_MS, type CheckInput, type CheckVerdict } from './time-budget';

/** The check itself: the page passes `checkInWorker`; the unit tests answer by hand. */
export type CheckFn = (input: CheckInput, progress?: (done: number, total: number) => void) => Promise<CheckVerdict>;

/** What a check leads to (only the latest check's are told). */
export interface PrecheckReport {
  /** A long scenario's replay goes on in the worker: a message to show meanwhile. */
  progress(flash: Flash): void;
  /** The worker evaluated the texts (they took it more than a moment): show its evaluation as it is. */
  evaluated(evaluation: Evaluation): void;
  /** The texts are quick: the page may evaluate them itself. */
  passed(): void;
  /** The texts overran the budget: they stay open as plain text, unevaluated, with this message. */
  tooSlow(flash: Flash): void;
}

export class Precheck {
  /** The texts came from outside and have not passed the check yet. */
  private unchecked: boolean;
  /** Which check's verdict counts: the texts may change while one runs. */
  private seq = 0;

  constructor(
    private readonly check: CheckFn,
    unchecked: boolean,
  ) {
    this.unchecked = unchecked;
  }

  /** Texts came in from outside (a file from disk, a paste): check them before the page evaluates them. */
  distrust(): void {
    this.unchecked = true;
  }

  /** Whether the texts must go to the worker before the page evaluates them. */
  get due(): boolean {
    return this.unchecked;
  }

  /** Checks `input`; a check started later makes this one's verdict moot. */
  run(input: CheckInput, report: PrecheckReport): void {
    const seq = ++this.seq;
    void this.check(
      input,
      (done, total) => seq === this.seq && report.progress(progressFlash(input, done, total)),
    ).then((verdict) => {
      if (seq !== this.seq) return;
      if (typeof verdict === 'object') {
        // Quick enough for the page: later edits are evaluated there, without a worker per edit.
        if (verdict.ms < PAGE_MS) this.unchecked = false;
        return report.evaluated(verdict.evaluation);
      }
      if (verdict === 'ok') {
        this.unchecked = false;
        return report.passed();
      }
      report.tooSlow(tooSlowFlash(input));
    });
  }
}

/** The texts of the open files as the worker needs them: it cannot look up the ruleset a scenario names, so that one goes along. */
export function precheckInput(files: OpenFiles): CheckInput {
  const { ruleset, scenario } = files;
  const named = scenario ? rulesetIdFromFile(fileHead(scenario.text).ruleset) : '';
  const other = named && named !== files.rulesetId ? files.rulesetById(named) : undefined;
  return {
    ruleset: { path: ruleset.path, text: ruleset.text },
    scenario: scenario ? { path: scenario.path, text: scenario.text } : null,
    other: other ? { path: other.path, text: other.text } : undefined,
    rulesets: files.rulesetTexts(),
  };
}

function progressFlash(input: CheckInput, done: number, total: number): Flash {
  const name = fileNameOf(input.scenario?.path ?? input.ruleset.path);
  return {
    kind: 'info',
    tag: 'precheck',
    text: `Replaying ${name}: ${done.toLocaleString('en')} of ${total.toLocaleString('en')} actions…`,
  };
}

function tooSlowFlash(input: CheckInput): Flash {
  const names = [input.ruleset, input.scenario].filter((f) => f !== null).map((f) => fileNameOf(f.path));
  return {
    kind: 'error',
    tag: 'precheck',
    text: `This file takes too long to check: ${names.join(' with ')} (over ${CHECK_BUDGET_MS / 1000} s). It stays open as plain text, unchecked; shorten it and it is checked again.`,
  };
}
