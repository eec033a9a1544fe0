// The two clocks of a game for two, as the server keeps them: each snapshot (each move, each
// reconnection) is the truth; between snapshots the running side counts down from the moment the
// snapshot arrived, by the page's own monotonic clock, so the two machines' clocks need not agree.
// The clocks are drawn at every frame the browser paints (and every 100 ms in a tab it does not
// paint), so what they show is never more than a frame older than the page's own reckoning; each
// clock's data-ms is the time it shows, in milliseconds.

const NAMES = { white: 'White', red: 'Red' };

/** A time left as a clock shows it: 4:05, and tenths under ten seconds (9.3). */
export function formatClock(ms) {
  const left = Math.max(0, ms);
  if (left < 10000) {
    return (Math.floor(left / 100) / 10).toFixed(1);
  }
  const seconds = Math.floor(left / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export class Clocks {
  /** @param elements {white, red}: the element of each side's clock */
  constructor(elements) {
    this.elements = elements;
    this.snapshot = null;
    this.received = 0;
    this.playing = false;
    this.timer = setInterval(() => this.draw(), 100);
    const frame = () => {
      this.draw();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }

  /**
   * Takes the server's snapshot ({at, timed, white, red, running}) of a game in a phase. A snapshot
   * of the same stretch of the running side's time as the one shown (the same side running, the
   * same instant its time runs out, the other side's time unchanged), which arrived later after
   * being taken (its received − at larger: the two clocks' offset cancels out), is no truer: it only
   * spent longer on its way, so the one shown stays.
   */
  update(snapshot, phase) {
    const received = performance.now();
    const playing = phase === 'playing';
    if (this.sameStretch(snapshot, playing) && received - snapshot.at >= this.received - this.snapshot.at) {
      return;
    }
    this.snapshot = snapshot;
    this.received = received;
    this.playing = playing;
    this.draw();
  }

  sameStretch(snapshot, playing) {
    const shown = this.snapshot;
    if (!shown || !shown.timed || !snapshot.timed || !playing || !this.playing || !snapshot.running
      || snapshot.running !== shown.running) {
      return false;
    }
    const other = snapshot.running === 'white' ? 'red' : 'white';
    return snapshot[snapshot.running] > 0 && snapshot[other] === shown[other]
      && snapshot[snapshot.running] + snapshot.at === shown[shown.running] + shown.at;
  }

  /** The time a side has left now, by the last snapshot; null without a clock. */
  left(side) {
    if (!this.snapshot || !this.snapshot.timed) {
      return null;
    }
    const running = this.playing && this.snapshot.running === side;
    return Math.max(0, this.snapshot[side] - (running ? performance.now() - this.received : 0));
  }

  draw() {
    for (const side of ['white', 'red']) {
      const element = this.elements[side];
      const left = this.left(side);
      element.hidden = left === null;
      if (left === null) {
        continue;
      }
      const running = this.playing && this.snapshot.running === side;
      element.dataset.ms = String(Math.round(left));
      element.dataset.running = String(running);
      element.classList.toggle('running', running);
      element.classList.toggle('low', left < 10000);
      const text = `${NAMES[side]} ${formatClock(left)}`;
      if (element.textContent !== text) {
        element.textContent = text;
      }
    }
  }
}
