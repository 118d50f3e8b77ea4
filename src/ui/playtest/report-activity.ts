/**
 * Whether a Playtest report is playing games. The live meter holds its own games
 * meanwhile, so the report has every core (on a two-core machine the meter's worker
 * would take a third of them). One instance for the page (`reportActivity`).
 */
import { Listeners } from '../app/listeners';

export class ReportActivity {
  private running = 0;
  private readonly listeners = new Listeners();

  get busy(): boolean {
    return this.running > 0;
  }

  begin(): void {
    this.running++;
    if (this.running === 1) this.changed();
  }

  end(): void {
    if (this.running === 0) return;
    this.running--;
    if (this.running === 0) this.changed();
  }

  subscribe(fn: () => void): () => void {
    return this.listeners.add(fn);
  }

  private changed(): void {
    this.listeners.notify();
  }
}

export const reportActivity = new ReportActivity();
