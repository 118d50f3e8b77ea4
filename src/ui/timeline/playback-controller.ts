import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { stepIntervalMs } from './timeline-model';

/**
 * Play/pause as a reactive controller: ticks at the chosen speed and asks
 * the host to advance; stops by itself at the end and when the host leaves the page.
 */
export class PlaybackController implements ReactiveController {
  playing = false;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** Advances one step; returns false at the end (playback then stops). */
    private readonly advance: () => boolean,
  ) {
    host.addController(this);
  }

  start(stepsPerSecond: number): void {
    this.stopTimer();
    this.playing = true;
    this.timer = setInterval(() => {
      if (!this.advance()) this.stop();
    }, stepIntervalMs(stepsPerSecond));
    this.host.requestUpdate();
  }

  stop(): void {
    this.stopTimer();
    if (this.playing) {
      this.playing = false;
      this.host.requestUpdate();
    }
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.stop();
  }
}
