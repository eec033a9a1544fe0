// The page for two once its game has a result: the analysis panel, the review and the move list
// walked by clicks, as on the main page. While the game is on, the server refuses the engine's help
// and every walk through the record, and the panel stays hidden; a watcher has none (it changes
// nothing). The two seats share the position shown, as two tabs of one game on the main page do.

import { AnalysisPanel } from './panel.js';
import { Analysis, reviewGame } from './analysis.js';

const $ = (id) => document.getElementById(id);

/** The limits of each of the review's searches (the main page's default level thinks 2 s a move). */
const REVIEW_LIMITS = { timeMs: 1000 };

/** Where the state shows the game: its position and the path of the move shown. */
const keyOf = (state) => `${state.position}|${(state.path || []).join('.')}`;

export class AfterResult {
  /**
   * @param client the seat's calls: analyse, analysis, stopAnalysis, review, reviewState, stopReview, goTo
   *     (resolves to the game as the seat sees it), state
   * @param page {shown: () => the state drawn, show: (state) => draws it, arrows: (list) => draws them,
   *     task: (work) => runs it as the page's busy work}
   */
  constructor(client, page) {
    this.client = client;
    this.page = page;
    this.open = false;
    this.reviewing = false;
    this.shownKey = null;
    this.panel = new AnalysisPanel({
      bar: $('eval-bar'), fill: $('eval-fill'), value: $('eval-value'), depth: $('eval-depth'), lines: $('lines'),
    }, () => {
      $('notice').textContent = 'Lines are explored on the main page: export the record and import it there.';
    });
    this.analysis = new Analysis(this.panel, client);
    $('analyse').addEventListener('change', () => {
      this.shownKey = null;
      if ($('analyse').checked) {
        this.update(page.shown());
      } else {
        this.analysis.stop(page.shown().id);
        page.arrows([]);
        this.analysis.showReviewed(page.shown());
      }
    });
    $('review').addEventListener('click', () => {
      if (this.reviewing) {
        client.stopReview(page.shown().id).catch(() => {});
      } else {
        page.task(() => this.review());
      }
    });
    $('moves').addEventListener('click', (event) => {
      const button = event.target.closest('button[data-path]');
      if (button && this.open && !this.reviewing) {
        const path = button.dataset.path === '' ? [] : button.dataset.path.split('.').map(Number);
        page.task(async () => page.show(await client.goTo(path)));
      }
    });
  }

  /** Follows each state the page draws: the panel opens for a seat once the game has a result. */
  update(state) {
    const open = Boolean(state.seat) && state.flow.phase === 'over';
    $('analysis').hidden = !open;
    $('moves-hint').hidden = !open;
    this.open = open;
    if (!open) {
      return;
    }
    $('review').disabled = !this.reviewing && (!state.tree || state.tree.mainline.length === 0);
    const key = keyOf(state);
    if (key === this.shownKey) {
      return;
    }
    this.shownKey = key;
    this.page.arrows([]);
    if ($('analyse').checked) {
      this.analysis.run(state, (shown) => keyOf(this.page.shown()) === keyOf(shown), (lines) => this.page.arrows(lines));
    } else {
      this.analysis.showReviewed(state);
    }
  }

  /** Reviews the main line, saying how far it has got; the game comes back with its mistakes marked. */
  async review() {
    const id = this.page.shown().id;
    this.reviewing = true;
    $('review').textContent = 'Stop the review';
    try {
      $('review-status').textContent = await reviewGame(id, REVIEW_LIMITS, (text) => {
        $('review-status').textContent = text;
      }, this.client);
      this.shownKey = null;
      this.page.show(await this.client.state());
    } finally {
      this.reviewing = false;
      $('review').textContent = 'Review this game';
    }
  }
}
